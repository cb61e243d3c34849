/** The admin feature's public module: what other features record in the admin audit trail. */
export { auditCleanedNames } from './audit.ts';
