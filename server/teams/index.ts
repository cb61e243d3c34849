import type { FeatureModule } from '../http/feature-module.ts';
import { createTeamRoutes, type TeamsDeps } from './routes.ts';

/** The teams feature: workspaces on Better Auth's organization plugin (ADR 0318). */
export const teamsModule: FeatureModule<TeamsDeps> = {
  name: 'teams',
  routes: createTeamRoutes,
};
