import { useState } from 'react';
import { AppShell } from '@/app/app-shell';
import { useAuth } from '@/features/accounts/auth-context';
import { usePageMeta } from '@/lib/page-meta';
import { useTeams } from '../api/teams-api';
import { CreateTeamForm } from '../components/create-team-form';
import { TeamLists } from '../components/team-lists';
import { TeamMembers } from '../components/team-members';
import { TeamSwitcher } from '../components/team-switcher';

/** `/teams`: the caller's teams, creating one, and the chosen team's members, invitations and shared lists. */
export default function TeamsPage() {
  usePageMeta('Teams');
  const { user } = useAuth();
  const { data } = useTeams();
  const [chosen, setChosen] = useState<string | null>(null);
  const teams = data?.teams ?? [];
  const team = teams.find((t) => t.id === (chosen ?? data?.activeTeamId)) ?? teams[0];
  return (
    <AppShell title="Teams" active="settings">
      <div className="space-y-6">
        <TeamSwitcher />
        <CreateTeamForm />
        <nav aria-label="Your teams" className="flex flex-wrap gap-2">
          {teams.map((t) => (
            <button key={t.id} type="button" aria-pressed={t.id === team?.id} onClick={() => setChosen(t.id)}>
              {t.name} ({t.role})
            </button>
          ))}
        </nav>
        {team && user && <TeamMembers teamId={team.id} callerRole={team.role} userId={user.id} />}
        {team && <TeamLists key={team.id} teamId={team.id} />}
      </div>
    </AppShell>
  );
}
