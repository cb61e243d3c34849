import type { FeatureModule } from '#server/http/feature-module.ts';
import { createHealthRoutes, type HealthDeps } from './routes.ts';

/** The health feature: `/api/health` for operators and `/api/public-config` for the web app's first paint. */
export const healthModule: FeatureModule<HealthDeps> = { name: 'health', routes: createHealthRoutes };
