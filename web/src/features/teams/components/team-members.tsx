import type { TeamRole } from '@contract/teams';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  useChangeRole,
  useInviteMember,
  useRemoveMember,
  useRevokeInvitation,
  useTeamMembers,
  useTransferOwnership,
} from '../api/teams-api';

/** One team's members, pending invitations and, for owners and admins, the invite form and member actions. */
export function TeamMembers({
  teamId,
  callerRole,
  userId,
}: {
  teamId: string;
  callerRole: TeamRole;
  userId: string;
}) {
  const { data, error } = useTeamMembers(teamId);
  const remove = useRemoveMember(teamId);
  const changeRole = useChangeRole(teamId);
  const revoke = useRevokeInvitation(teamId);
  const transfer = useTransferOwnership(teamId);
  const manager = callerRole !== 'member';
  const failure = error ?? remove.error ?? changeRole.error ?? revoke.error ?? transfer.error;
  return (
    <section aria-label="Team members" className="space-y-3">
      {failure && <p role="alert">{failure.message}</p>}
      <ul className="divide-y">
        {data?.members.map((m) => (
          <li key={m.userId} className="flex items-center gap-3 py-2">
            <span className="flex-1">
              {m.name} <span className="text-muted-foreground">{m.email}</span>
            </span>
            {manager && m.userId !== userId ? (
              <select
                aria-label={`Role of ${m.email}`}
                value={m.role}
                onChange={(e) => changeRole.mutate({ userId: m.userId, role: e.target.value as TeamRole })}
              >
                <option value="owner">owner</option>
                <option value="admin">admin</option>
                <option value="member">member</option>
              </select>
            ) : (
              <span>{m.role}</span>
            )}
            {callerRole === 'owner' && m.userId !== userId && m.role !== 'owner' && (
              <Button variant="outline" size="sm" onClick={() => transfer.mutate(m.userId)}>
                Transfer ownership to {m.email}
              </Button>
            )}
            {(manager || m.userId === userId) && (
              <Button variant="outline" size="sm" onClick={() => remove.mutate(m.userId)}>
                {m.userId === userId ? 'Leave' : `Remove ${m.email}`}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {manager && (
        <>
          <InviteForm teamId={teamId} />
          <ul aria-label="Pending invitations">
            {data?.invitations.map((inv) => (
              <li key={inv.id} className="flex items-center gap-3">
                <span className="flex-1">
                  {inv.email} ({inv.role}), until {new Date(inv.expiresAt).toLocaleDateString()}
                </span>
                <Button variant="outline" size="sm" onClick={() => revoke.mutate(inv.id)}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function InviteForm({ teamId }: { teamId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const invite = useInviteMember(teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Invite by e-mail">
      <div>
        <Label htmlFor="invite-email">E-mail</Label>
        <Input
          id="invite-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </div>
      <select aria-label="Role" value={role} onChange={(e) => setRole(e.target.value as 'admin' | 'member')}>
        <option value="member">member</option>
        <option value="admin">admin</option>
      </select>
      <Button type="submit" disabled={invite.isPending}>
        Invite
      </Button>
      {invite.isSuccess && <p role="status">Invitation sent.</p>}
      {invite.error && <p role="alert">{invite.error.message}</p>}
    </form>
  );
}
