/**
 * The Better Auth tables its plugins share with the features built on them (teams on the organization plugin reads
 * members' names and sets a session's active team). Every other accounts table stays behind the accounts services.
 */
export { session, user } from './schema.ts';
