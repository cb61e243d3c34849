/**
 * The CRM feature's public module: its routes and the HubSpot export job for the app; for other features a user's
 * connections, for export and account deletion, and the clients the app builds once.
 */
import type { FeatureModule } from '#server/http/feature-module.ts';
import { type CrmClients, type CrmDeps, createCrmClients } from './crm-deps.ts';
import { HUBSPOT_EXPORT_JOB, hubspotExportHandler } from './hubspot/export-job.ts';
import { createCrmRoutes } from './routes.ts';

export {
  CRM_JOB_KINDS,
  crmConnectionsOf,
  crmGrantsOf,
  revokeCrmGrants,
} from './personal-data.ts';
export { type CrmClients, createCrmClients };

export const crmModule: FeatureModule<CrmDeps> = {
  name: 'crm',
  routes: createCrmRoutes,
  jobs(deps) {
    // Retried with back-off honouring HubSpot's Retry-After; exports of different users run side by side.
    deps.jobs.register(HUBSPOT_EXPORT_JOB, hubspotExportHandler(deps), { maxAttempts: 6, oneAtATime: false });
  },
};
