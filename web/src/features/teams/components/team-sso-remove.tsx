import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRemoveTeamSso } from '../api/team-sso-api';

/** "Remove single sign-on", behind a confirmation: it deletes the domain claim and the connection at once. */
export function RemoveSso({ teamId, domain }: { teamId: string; domain: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveTeamSso(teamId);
  return (
    <div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Remove single sign-on
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove single sign-on?</DialogTitle>
            <DialogDescription>
              The claim on {domain}, its verification and the identity provider connection are deleted. People
              at {domain} can sign in with a password again; to set single sign-on up later, the domain must
              be verified again.
            </DialogDescription>
          </DialogHeader>
          {remove.error && <p role="alert">{remove.error.message}</p>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              {remove.isPending ? 'Removing…' : 'Remove'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
