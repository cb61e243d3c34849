import type { FeatureModule } from '#server/http/feature-module.ts';
import { type AdminDeps, createAdminRoutes } from './routes.ts';

/** The admin feature's public module: its routes, and what other features record in the admin audit trail. */
export { auditCleanedNames } from './audit.ts';
export { LARGE_BODY_PATHS } from './routes.ts';

/** The admin area: catalogue imports as jobs, the schedule, the audit trail, product updates and /debug. */
export const adminModule: FeatureModule<AdminDeps> = { name: 'admin', routes: createAdminRoutes };
