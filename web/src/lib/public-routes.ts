import type * as accounts from '@contract/accounts';
import type * as billing from '@contract/billing';
import type { BodyOf, ClientResult, Endpoint } from '@contract/endpoint';
import type * as health from '@contract/health';
import { request } from './api-client';
import type { EndpointRoute } from './call-api';

/** `route<typeof contract.getMe>({ method: 'get', path: '/me' })`: the typecheck holds both to the contract. */
export function route<E extends Endpoint>(methodAndPath: Pick<E, 'method' | 'path'>): EndpointRoute<E> {
  return methodAndPath;
}

/**
 * The endpoints that code on the landing page calls (the shell's auth state, the public pages), by method and path
 * only: the contract's endpoints carry zod schemas, which must stay out of the entry chunk (ADR 0010). Each is
 * typed as its contract endpoint, so a change there fails the typecheck here and `callPublicRoute` types the call.
 */
export const publicRoutes = {
  getPublicConfig: route<typeof health.getPublicConfig>({ method: 'get', path: '/public-config' }),
  getMe: route<typeof accounts.getMe>({ method: 'get', path: '/me' }),
  createCheckout: route<typeof billing.createCheckout>({ method: 'post', path: '/stripe/create-checkout' }),
  createPortal: route<typeof billing.createPortal>({ method: 'post', path: '/stripe/create-portal' }),
  syncCheckout: route<typeof billing.syncCheckout>({ method: 'post', path: '/stripe/sync-checkout' }),
};

/**
 * Calls one of these (none has path parameters or a query), typed from its contract endpoint like `callApi`, without
 * bringing the general client (paths, queries, uploads) into the landing page's budget.
 */
export function callPublicRoute<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  ...[body]: BodyOf<E> extends undefined ? [] : [body: BodyOf<E>]
): Promise<ClientResult<E>> {
  return request<ClientResult<E>>(endpoint.method.toUpperCase(), endpoint.path, body);
}
