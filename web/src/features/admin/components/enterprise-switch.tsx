import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { type AdminTeam, useSetTeamEnterprise } from '../api/admin-teams-api';

/** One team's Enterprise plan, changed only after a confirmation that says what the change does to its members. */
export function EnterpriseSwitch({ team }: { team: AdminTeam }) {
  const [open, setOpen] = useState(false);
  const change = useSetTeamEnterprise();
  const next = !team.enterprise;
  const action = next ? `Put ${team.name} on Enterprise` : `Take ${team.name} off Enterprise`;
  const label = next ? 'Put on Enterprise' : 'Take off Enterprise';
  return (
    <>
      <Button variant="outline" size="sm" aria-label={action} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${action}?`}
        description={
          next
            ? `Every member of ${team.name} gets Pro, and its owners and admins can set up single sign-on.`
            : `Members of ${team.name} lose the Pro access Enterprise gave them, and its single sign-on settings can no longer be changed.`
        }
        error={change.error}
        confirmLabel={label}
        pendingLabel="Saving…"
        pending={change.isPending}
        onConfirm={() =>
          change.mutate({ teamId: team.id, enterprise: next }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
