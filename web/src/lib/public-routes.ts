import type * as accounts from '@contract/accounts';
import type * as billing from '@contract/billing';
import type * as health from '@contract/health';
import { route } from './call-api';

/**
 * The endpoints that code on the landing page calls (the shell's auth state, the public pages), by method and path
 * only: the contract's endpoints carry zod schemas, which must stay out of the entry chunk (ADR 0010). Each is
 * typed as its contract endpoint, so a change there fails the typecheck here and `callApi` types the call.
 */
export const publicRoutes = {
  getPublicConfig: route<typeof health.getPublicConfig>({ method: 'get', path: '/public-config' }),
  getMe: route<typeof accounts.getMe>({ method: 'get', path: '/me' }),
  createCheckout: route<typeof billing.createCheckout>({ method: 'post', path: '/stripe/create-checkout' }),
  createPortal: route<typeof billing.createPortal>({ method: 'post', path: '/stripe/create-portal' }),
  syncCheckout: route<typeof billing.syncCheckout>({ method: 'post', path: '/stripe/sync-checkout' }),
};
