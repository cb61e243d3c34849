import { zValidator } from '@hono/zod-validator';
import type { Context, Env, Hono, Handler as HonoHandler, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  type Endpoint,
  isJsonResponse,
  possibleErrors,
  type ServerReply,
  type ValidInput,
} from '../../contract/endpoint.ts';
import { AppError } from './app-error.ts';
import { type ApiHandler, runChain } from './middleware-chain.ts';
import { describeIssues } from './validate.ts';

/**
 * Registers contract endpoints (`contract/<feature>.ts`) on a feature's Hono app:
 *   const route = contractRoutes(app, deps);
 *   route(getCompany, async (c, { params }) => ({ company: await find(params.ticker) }));
 * It adds the auth the endpoint names, validates params/query/body with `@hono/zod-validator` (keeping the API's
 * `{ error, code }` texts), hands the handler typed input, and serialises what it returns. The return type is the
 * response schema's input, so a handler that drifts from the contract fails typecheck; with `checkResponses`
 * (the test harness) the answer is also parsed against the schema at run time.
 */
export interface RouteOptions<E extends Env> {
  requireUser: MiddlewareHandler<E>;
  requireAdmin?: MiddlewareHandler<E>;
  /** For `auth: 'session'` and `'admin'` routes: refuses a caller that came with an API token. */
  requireSession?: MiddlewareHandler<E>;
  checkResponses?: boolean;
}

type Handler<EP extends Endpoint, E extends Env> = (
  c: Context<E>,
  input: ValidInput<EP>,
) => Promise<ServerReply<EP> | Response> | ServerReply<EP> | Response;

type Target = 'param' | 'query' | 'json';

function validate(target: Target, schema: z.core.$ZodType): MiddlewareHandler {
  return zValidator(target, schema as z.ZodType, (result) => {
    if (result.success) return;
    // A malformed id or ticker names nothing: the same 404 as a row that does not exist.
    if (target === 'param') throw new AppError('NOT_FOUND', 'Not found');
    throw new AppError('VALIDATION_FAILED', `Invalid request: ${describeIssues(result.error.issues)}`);
  }) as MiddlewareHandler;
}

/** Today's answers for a body that is not JSON, before the validator (which would read it as `{}`). */
const jsonBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
  }
  try {
    await c.req.json(); // cached: the validator reads the same parsed body
  } catch (error) {
    if (error instanceof AppError || (error as { status?: number }).status === 413) throw error;
    throw new AppError('MALFORMED_JSON', 'Malformed JSON body.');
  }
  await next();
};

const NO_INPUT = Object.freeze({ params: undefined, query: undefined, body: undefined });

/** 204 for an empty answer, else 200, unless the endpoint names its own. */
export function successStatus(endpoint: Endpoint): number {
  if (endpoint.status) return endpoint.status;
  return !isJsonResponse(endpoint.response) && endpoint.response.kind === 'empty' ? 204 : 200;
}

export function contractRoutes<E extends Env>(app: Hono<E>, options: RouteOptions<E>) {
  function authFor(endpoint: Endpoint): MiddlewareHandler<E>[] {
    switch (endpoint.auth) {
      case 'public':
        return [];
      case 'user':
        return [options.requireUser];
      case 'session':
        if (!options.requireSession)
          throw new Error(`${endpoint.path}: session route without requireSession`);
        return [options.requireUser, options.requireSession];
      case 'admin':
        if (!options.requireSession || !options.requireAdmin) {
          throw new Error(`${endpoint.path}: admin route without requireSession and requireAdmin`);
        }
        return [options.requireUser, options.requireSession, options.requireAdmin];
    }
  }

  return function route<EP extends Endpoint>(
    endpoint: EP,
    ...rest: [...middleware: MiddlewareHandler<E>[], handler: Handler<EP, E>]
  ): void {
    const handler = rest.pop() as Handler<EP, E>;
    const middleware = rest as MiddlewareHandler<E>[];
    const validators: MiddlewareHandler[] = [];
    if (endpoint.params) validators.push(validate('param', endpoint.params));
    if (endpoint.query) validators.push(validate('query', endpoint.query));
    if (endpoint.body) validators.push(jsonBody, validate('json', endpoint.body));

    const { response } = endpoint;
    const status = successStatus(endpoint);
    const jsonSchema = isJsonResponse(response) ? response : undefined;
    const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body);
    const inputOf = (c: Context<E>): ValidInput<EP> => {
      if (!hasInput) return NO_INPUT as ValidInput<EP>;
      const valid = (target: Target): unknown => c.req.valid(target as never);
      return {
        params: endpoint.params ? valid('param') : undefined,
        query: endpoint.query ? valid('query') : undefined,
        body: endpoint.body ? valid('json') : undefined,
      } as ValidInput<EP>;
    };
    const answer = (c: Context<E>, reply: ServerReply<EP> | Response): Response => {
      if (reply instanceof Response) return reply;
      if (!jsonSchema) return c.body(null);
      if (!options.checkResponses) return c.json(reply as object);
      const checked = z.safeParse(jsonSchema, reply);
      if (!checked.success) {
        throw new Error(
          `${endpoint.method.toUpperCase()} /api${endpoint.path} answered outside its contract: ${describeIssues(checked.error.issues)}`,
        );
      }
      return c.json(checked.data as object);
    };
    // A handler that answers at once is not awaited: an await is a turn of the microtask queue per request.
    const run: ApiHandler<E> = (c) => {
      c.status(status as 200);
      const reply = handler(c, inputOf(c));
      return reply instanceof Promise ? reply.then((settled) => answer(c, settled)) : answer(c, reply);
    };
    const chain = [...authFor(endpoint), ...middleware, ...(validators as MiddlewareHandler<E>[])];
    // One handler per route (see `mountApi`): the chain runs inside it, and a route with none answers directly.
    const routeHandler: ApiHandler<E> = chain.length === 0 ? run : (c) => runChain(c, chain, run);
    const registered = options.checkResponses ? onlyListedErrors(endpoint, routeHandler) : routeHandler;
    app.on(endpoint.method.toUpperCase(), endpoint.path, registered as HonoHandler<E>);
  };
}

/**
 * The test harness's check that a route answers only the codes its contract lists (`possibleErrors`): an `AppError`
 * with any other code becomes a plain error naming it, which the tests see as a 500, so the contract (and the
 * OpenAPI document made from it) cannot fall behind what the server really answers.
 */
function onlyListedErrors<E extends Env>(endpoint: Endpoint, handler: ApiHandler<E>): ApiHandler<E> {
  const listed = new Set<string>(possibleErrors(endpoint));
  const checked = (error: unknown) => {
    if (!(error instanceof AppError) || listed.has(error.code)) return error;
    return new Error(
      `${endpoint.method.toUpperCase()} /api${endpoint.path} answered ${error.code}, which its contract does not list`,
    );
  };
  return (c) => {
    try {
      const answer = handler(c);
      return answer instanceof Promise
        ? answer.catch((error: unknown) => {
            throw checked(error);
          })
        : answer;
    } catch (error) {
      throw checked(error);
    }
  };
}
