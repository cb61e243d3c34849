import type { Context, Env, MiddlewareHandler, Next } from 'hono';

/** What a step of an API request answers: at once when it can, a promise only when it waits for something. */
export type Answer = Response | Promise<Response>;

/** A route's one Hono handler: it never calls Hono's `next`, it answers. */
export type ApiHandler<E extends Env = Env> = (c: Context<E>) => Answer;

function answered(own: unknown, inner: Answer | undefined): Answer {
  if (own instanceof Response) return own;
  if (inner === undefined) throw new Error('A middleware neither answered nor called next()');
  return inner;
}

/**
 * Runs Hono middleware in order and then `last`, inside one route handler instead of Hono's compose. Hono's compose
 * makes every layer a promise (an async function per layer), so even a route that needs nothing from the database
 * pays a turn of the microtask queue per layer; here a middleware that calls `next()` at once keeps the whole
 * answer synchronous, and a handler Hono matches alone lets the Node adapter write it without a promise.
 *
 * Each middleware answers what it returns when that is a Response (a redirect, say), else what the rest of the
 * chain answered. Errors are thrown or rejected to the caller (the API entry turns them into answers).
 */
export function runChain<E extends Env>(
  c: Context<E>,
  middleware: readonly MiddlewareHandler<E>[],
  last: ApiHandler<E>,
): Answer {
  const step = (index: number): Answer => {
    const current = middleware[index];
    if (!current) return last(c);
    let inner: Answer | undefined;
    const next = (() => {
      inner = step(index + 1);
      return inner;
    }) as unknown as Next;
    const own = current(c, next);
    return own instanceof Promise ? own.then((settled) => answered(settled, inner)) : answered(own, inner);
  };
  return step(0);
}
