import type { FeatureModule } from '#server/http/feature-module.ts';
import { createTeamRoutes, type TeamsDeps } from './routes.ts';

export { assertNoTeamLeftOwnerless, endTeamsOf, teamNotesOf } from './personal-data.ts';
export { cancelTeamPlansOf } from './team-billing-account-deletion.ts';

/** The teams feature: workspaces on Better Auth's organization plugin (ADR 0318). */
export const teamsModule: FeatureModule<TeamsDeps> = {
  name: 'teams',
  routes: createTeamRoutes,
};
