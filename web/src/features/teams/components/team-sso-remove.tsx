import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove single sign-on?"
        description={`The claim on ${domain}, its verification and the identity provider connection are deleted. People at ${domain} can sign in with a password again; to set single sign-on up later, the domain must be verified again.`}
        error={remove.error}
        destructive
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
