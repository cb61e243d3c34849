import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { type Answer, type ApiHandler, runChain } from './middleware-chain.ts';

/** What every API request passes before its route: the request log (which also answers errors), then the gate. */
export interface ApiEntry {
  log: (c: Context, rest: () => Answer) => Answer;
  gate: MiddlewareHandler;
}

/** Wraps one route's handler in the entry steps. */
export function behindEntry<E extends Env>(entry: ApiEntry, handler: ApiHandler<E>): ApiHandler<E> {
  const gate = [entry.gate as MiddlewareHandler<E>];
  return (c) => entry.log(c as Context, () => runChain(c, gate, handler));
}

/**
 * Mounts a feature's routes under `/api`, each as the one handler Hono matches for its method and path, behind the
 * entry steps. Not `app.use('/api/*', …)` plus `app.route()`: Hono composes every matched handler into a chain of
 * promises, while a lone handler is called directly and may answer synchronously. Mounting here is also the only
 * way a route reaches the app, so none can skip the log or the gate.
 */
export function mountApi<E extends Env>(app: Hono, feature: Hono<E>, entry: ApiEntry): void {
  const seen = new Set<string>();
  for (const route of feature.routes) {
    const key = `${route.method} ${route.path}`;
    // A feature-level `use()` or a second handler would be wrapped (and logged) on its own: one handler per route.
    if (route.method === 'ALL' || seen.has(key))
      throw new Error(`${key}: register each route once, with route()`);
    seen.add(key);
    app.on(route.method, `/api${route.path}`, behindEntry(entry, route.handler as ApiHandler) as never);
  }
}
