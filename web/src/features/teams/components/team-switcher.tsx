import { useSetActiveTeam, useTeams } from '../api/teams-api';

/** The header's active-team choice: personal (no team) or one of the caller's teams. */
export function TeamSwitcher() {
  const { data } = useTeams();
  const setActive = useSetActiveTeam();
  if (!data || data.teams.length === 0) return null;
  return (
    <select
      aria-label="Active team"
      value={data.activeTeamId ?? ''}
      onChange={(e) => setActive.mutate(e.target.value || null)}
    >
      <option value="">Personal</option>
      {data.teams.map((team) => (
        <option key={team.id} value={team.id}>
          {team.name}
        </option>
      ))}
    </select>
  );
}
