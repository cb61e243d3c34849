import type { BodyOf, ClientResult, Endpoint, ParamsOf, QueryOf } from '@contract/endpoint';
import { buildUrl, request, send } from './api-client';

/**
 * The typed client of `contract/<feature>.ts`: `callApi(getCompany, { params: { ticker } })` answers the
 * endpoint's response type. Params, query and body are typed from the same schemas the server validates with;
 * answers are typed, not parsed again (the server's tests check them against the contract).
 */
type Parts<E extends Endpoint> = (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & {
    signal?: AbortSignal;
    /** Request headers the endpoint reads (an `Idempotency-Key`). */
    headers?: Record<string, string>;
  };

/** The parts may be left out when none is required. */
type PartsArgument<P> = Partial<P> extends P ? [parts?: P] : [parts: P];

type Query = Record<string, string | number | boolean | null | undefined>;

declare const endpointType: unique symbol;

/**
 * An endpoint by its method and path alone, still typed as the contract's: code the landing page loads calls
 * through one of these (see `public-routes.ts`), so the endpoint's zod schemas stay out of its bundle.
 */
export type EndpointRoute<E extends Endpoint> = Pick<E, 'method' | 'path'> & { readonly [endpointType]?: E };

/** `/companies/:ticker` + `{ ticker: 'BRK-B' }` → `/companies/BRK-B`, each value URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function callApi<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  ...[parts]: PartsArgument<Parts<E>>
): Promise<ClientResult<E>> {
  const { params, query, body, signal, headers } = (parts ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return request<ClientResult<E>>(endpoint.method.toUpperCase(), buildPath(endpoint.path, params), body, {
    query,
    signal,
    headers,
  });
}

/** The same call for an answer that is not JSON (a file to save): the response itself, once it is a success. */
export function callApiForResponse<E extends Endpoint>(
  endpoint: E,
  ...[parts]: PartsArgument<Omit<Parts<E>, 'body'>>
): Promise<Response> {
  const { params, query, signal } = (parts ?? {}) as {
    params?: Record<string, unknown>;
    query?: Query;
    signal?: AbortSignal;
  };
  return send(endpoint.method.toUpperCase(), buildPath(endpoint.path, params), undefined, { query, signal });
}

/** A form field: text, or a file the browser uploads. */
type FormFields = Record<string, string | Blob>;

/**
 * The same call with its body sent as multipart/form-data, for an endpoint that also takes a file (the admin's
 * local import): the contract's body fields are typed as usual, files ride alongside.
 */
export function callApiWithFiles<E extends Endpoint>(
  endpoint: E & { params?: undefined },
  fields: BodyOf<E> & FormFields,
): Promise<ClientResult<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return request<ClientResult<E>>(endpoint.method.toUpperCase(), buildPath(endpoint.path), form);
}

/**
 * The address of an endpoint the browser loads itself (a document in a frame, a link to a page), with its
 * parameters filled in as `callApi` would.
 */
export function apiUrl<E extends Endpoint>(
  endpoint: E,
  ...[parts]: PartsArgument<Omit<Parts<E>, 'body' | 'signal' | 'headers'>>
): string {
  const { params, query } = (parts ?? {}) as { params?: Record<string, unknown>; query?: Query };
  return buildUrl(buildPath(endpoint.path, params), query);
}
