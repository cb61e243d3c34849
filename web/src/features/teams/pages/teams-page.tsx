import { useSearchParams } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { useAuth } from '@/features/accounts/auth-context';
import { usePageMeta } from '@/lib/page-meta';
import { useSetActiveTeam, useTeams } from '../api/teams-api';
import { CreateTeamForm } from '../components/create-team-form';
import { TeamAudit } from '../components/team-audit';
import { TeamBilling } from '../components/team-billing';
import { TeamLists } from '../components/team-lists';
import { TeamMembers } from '../components/team-members';
import { TeamSso } from '../components/team-sso';

/**
 * `/teams`: the caller's teams, creating one, and the active team's members, invitations, shared lists and (for
 * owners and admins) single sign-on and audit log. The page follows the header's team switcher; choosing a team here makes it active.
 */
export default function TeamsPage() {
  usePageMeta('Teams');
  const { user } = useAuth();
  const { data } = useTeams();
  // Back from Stripe's Checkout or portal, `?team=` names the team that was bought for.
  const [search] = useSearchParams();
  const setActive = useSetActiveTeam();
  const teams = data?.teams ?? [];
  const team =
    teams.find((t) => t.id === data?.activeTeamId) ??
    teams.find((t) => t.id === search.get('team')) ??
    teams[0];
  return (
    <AppShell title="Teams" active="settings">
      <div className="space-y-6">
        <CreateTeamForm />
        <nav aria-label="Your teams" className="flex flex-wrap gap-2">
          {teams.map((t) => (
            <button
              key={t.id}
              type="button"
              aria-pressed={t.id === team?.id}
              onClick={() => setActive.mutate(t.id)}
            >
              {t.name} ({t.role})
            </button>
          ))}
        </nav>
        {search.get('billing') === 'success' && (
          <p role="status">Thank you: the Team plan is active for every member once Stripe confirms it.</p>
        )}
        {team && <TeamBilling key={`billing-${team.id}`} teamId={team.id} />}
        {team && user && <TeamMembers teamId={team.id} callerRole={team.role} userId={user.id} />}
        {team && user && (
          <TeamLists key={team.id} teamId={team.id} manager={team.role !== 'member'} userId={user.id} />
        )}
        {team && team.role !== 'member' && <TeamSso key={`sso-${team.id}`} teamId={team.id} />}
        {team && team.role !== 'member' && <TeamAudit key={`audit-${team.id}`} teamId={team.id} />}
      </div>
    </AppShell>
  );
}
