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
import { type AdminTeam, useSetTeamEnterprise } from '../api/admin-teams-api';

/** One team's Enterprise plan, changed only after a confirmation that says what the change does to its members. */
export function EnterpriseSwitch({ team }: { team: AdminTeam }) {
  const [open, setOpen] = useState(false);
  const change = useSetTeamEnterprise();
  const next = !team.enterprise;
  const action = next ? `Put ${team.name} on Enterprise` : `Take ${team.name} off Enterprise`;
  return (
    <>
      <Button variant="outline" size="sm" aria-label={action} onClick={() => setOpen(true)}>
        {next ? 'Put on Enterprise' : 'Take off Enterprise'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{action}?</DialogTitle>
            <DialogDescription>
              {next
                ? `Every member of ${team.name} gets Pro, and its owners and admins can set up single sign-on.`
                : `Members of ${team.name} lose the Pro access Enterprise gave them, and its single sign-on settings can no longer be changed.`}
            </DialogDescription>
          </DialogHeader>
          {change.error && <p role="alert">{change.error.message}</p>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              disabled={change.isPending}
              onClick={() =>
                change.mutate({ teamId: team.id, enterprise: next }, { onSuccess: () => setOpen(false) })
              }
            >
              {change.isPending ? 'Saving…' : next ? 'Put on Enterprise' : 'Take off Enterprise'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
