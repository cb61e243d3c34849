/** The CRM feature's public module for other features: a user's connections, for export and account deletion. */
export { type CrmDeps, createCrmDeps } from './crm-deps.ts';
export {
  CRM_JOB_KINDS,
  type CrmGrant,
  crmConnectionsOf,
  crmGrantsOf,
  revokeCrmGrants,
} from './personal-data.ts';
