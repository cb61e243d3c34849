/**
 * The accounts feature's second public module: the signed-in user's context alone. Eager code (providers, guards,
 * the public header) imports it from here so the landing page does not load the account screens behind `index.ts`.
 */

export { loginFor } from './auth/redirect-target';
export type { AuthContextValue } from './auth/use-auth';
export { AuthProvider, useAuth, useOptionalAuth } from './auth/use-auth';
