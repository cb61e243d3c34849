import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { usePageMeta } from '@/lib/page-meta';
import { useAcceptInvitation } from '../api/teams-api';

/**
 * `/teams/invitations/:token`: the invitation mail's link. Behind sign-in (the router's guard sends a signed-out
 * visitor to sign in or up and back here); accepts once, and says why when it cannot (expired, used, revoked, other
 * address).
 */
export default function AcceptInvitationPage() {
  usePageMeta('Team invitation');
  const { token = '' } = useParams();
  const accept = useAcceptInvitation();
  const { mutate } = accept;
  useEffect(() => mutate(token), [mutate, token]);
  return (
    <AppShell title="Team invitation" active="settings">
      {accept.isPending && <p role="status">Joining the team…</p>}
      {accept.isSuccess && (
        <p role="status">
          You joined {accept.data.team.name}. <Link to="/teams">Open your teams</Link>
        </p>
      )}
      {accept.error && <p role="alert">{accept.error.message}</p>}
    </AppShell>
  );
}
