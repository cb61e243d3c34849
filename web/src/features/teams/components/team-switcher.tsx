import { useSetActiveTeam, useTeams } from '../api/teams-api';

/**
 * The header's active-team choice: Personal (no team) or one of the caller's teams; nothing for a user on no team.
 * Narrow on a phone (the name truncates) so the page title keeps its room.
 */
export function TeamSwitcher() {
  const { data } = useTeams();
  const setActive = useSetActiveTeam();
  if (!data || data.teams.length === 0) return null;
  return (
    <select
      aria-label="Active team"
      className="h-9 w-28 truncate rounded-md border bg-background px-2 text-sm sm:w-44"
      value={data.activeTeamId ?? ''}
      disabled={setActive.isPending}
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
