import type { z } from 'zod';
import type { ErrorCode, ServerErrorCode } from './errors.ts';

/**
 * One row of the API contract: what the server registers and validates, what the web client calls and what the
 * OpenAPI document describes. Paths are relative to `/api` and use Hono's `:param` syntax.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call: anyone; a signed-in user (cookie or personal API token); a signed-in browser only (an API token
 * answers 403 `SESSION_REQUIRED`); or an admin, in a signed-in browser too.
 */
type Auth = 'public' | 'user' | 'session' | 'admin';

/** An answer that is not a JSON body. */
export type NonJson =
  | { kind: 'empty' } // 204
  | { kind: 'text'; contentType: 'text/html' | 'text/calendar' | 'text/plain' | 'text/csv' }
  | { kind: 'binary'; contentType: 'application/pdf' | 'application/octet-stream' }
  | { kind: 'redirect' };

export type ResponseSpec = z.core.$ZodType | NonJson;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Query extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Body extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Response extends ResponseSpec = ResponseSpec,
> {
  method: M;
  path: P;
  summary: string;
  tags: readonly string[];
  auth: Auth;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** The success status when it is not 200 (204 for `{ kind: 'empty' }`); `alsoStatus` lists other successes. */
  status?: number;
  alsoStatus?: readonly number[];
  /** The codes this route itself may answer, besides the ones every route may (validation, auth, CSRF…). */
  errors: readonly ErrorCode[];
}

/** Identity with inference: keeps each schema's exact type so handlers and the web client are typed from it. */
// Pure, so a bundle drops the endpoints (and their schemas) it never calls.
/*@__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Response extends ResponseSpec,
  Params extends z.core.$ZodType | undefined = undefined,
  Query extends z.core.$ZodType | undefined = undefined,
  Body extends z.core.$ZodType | undefined = undefined,
>(endpoint: Endpoint<M, P, Params, Query, Body, Response>): Endpoint<M, P, Params, Query, Body, Response> {
  return endpoint;
}

export const empty = { kind: 'empty' } as const satisfies NonJson;

/** What any route may answer whatever it does: a lost database, a crash, an input the guard refuses. */
const ANY_ROUTE: readonly ServerErrorCode[] = ['INTERNAL', 'SERVICE_UNAVAILABLE', 'INVALID_CHARACTERS'];

/**
 * Every code a route may answer: its own `errors` and those its kind brings (auth, validation, CSRF, the API token
 * limit). OpenAPI documents exactly these, and the test harness fails a route that throws any other.
 */
export function possibleErrors(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = [...ANY_ROUTE];
  if (endpoint.auth !== 'public') codes.push('UNAUTHORIZED');
  if (endpoint.auth === 'user') codes.push('RATE_LIMITED', 'TOKEN_READ_ONLY');
  if (endpoint.auth === 'session' || endpoint.auth === 'admin') codes.push('SESSION_REQUIRED');
  if (endpoint.auth === 'admin') codes.push('ADMIN_REQUIRED');
  if (endpoint.params) codes.push('NOT_FOUND');
  if (endpoint.params || endpoint.query || endpoint.body) codes.push('VALIDATION_FAILED');
  if (endpoint.body) codes.push('MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE');
  if (endpoint.method !== 'get') codes.push('CSRF_REJECTED');
  return [...new Set([...codes, ...endpoint.errors])];
}

export function isJsonResponse(response: ResponseSpec): response is z.core.$ZodType {
  return '_zod' in response;
}

/** Optional parts are `Schema | undefined` on the endpoint type: strip the undefined, keep an absent part absent. */
type Out<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.core.$ZodType
    ? z.output<NonNullable<S>>
    : undefined;
type In<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.core.$ZodType
    ? z.input<NonNullable<S>>
    : undefined;

// biome-ignore lint/suspicious/noConfusingVoidType: a handler of a 204 route is a function that returns nothing
type NoBody = void;

/** What the server's handler returns: the response schema's input (e.g. a `Date` where the wire has a string). */
export type ServerReply<E extends Endpoint> = E['response'] extends z.core.$ZodType
  ? z.input<E['response']>
  : NoBody;
/** What the web gets: the schema's output, as parsed from JSON. */
export type ClientResult<E extends Endpoint> = E['response'] extends z.core.$ZodType
  ? z.output<E['response']>
  : undefined;
/** What the web sends: each part's input type (before defaults and transforms). */
export type ParamsOf<E extends Endpoint> = In<E['params']>;
export type QueryOf<E extends Endpoint> = In<E['query']>;
export type BodyOf<E extends Endpoint> = In<E['body']>;
/** What the server's handler receives: each part after validation. */
export type ValidInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};
