import type { BodyOf, ClientResult, Endpoint, ParamsOf, QueryOf } from '@contract/endpoint';
import { request } from './api-client';

/**
 * The typed client of `contract/<feature>.ts`: `callApi(getCompany, { params: { ticker } })` answers the
 * endpoint's response type. Params, query and body are typed from the same schemas the server validates with;
 * answers are typed, not parsed again (the server's tests check them against the contract).
 */
type Parts<E extends Endpoint> = (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & { signal?: AbortSignal };

type Query = Record<string, string | number | boolean | null | undefined>;

/** `/companies/:ticker` + `{ ticker: 'BRK-B' }` → `/companies/BRK-B`, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[parts]: Partial<Parts<E>> extends Parts<E> ? [parts?: Parts<E>] : [parts: Parts<E>]
): Promise<ClientResult<E>> {
  const { params, query, body, signal } = (parts ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<ClientResult<E>>(endpoint.method.toUpperCase(), buildPath(endpoint.path, params), body, {
    query,
    signal,
  });
}
