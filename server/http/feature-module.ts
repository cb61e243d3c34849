import type { Hono, MiddlewareHandler } from 'hono';
import type { AuthEnv } from './app-env.ts';

/** What every feature's routes need from the app: who is calling, and (in tests) the check of each answer. */
export interface RouteDeps {
  requireUser: MiddlewareHandler<AuthEnv>;
  /** Contract routes parse each answer against its response schema (the test harness); off in production. */
  checkResponses?: boolean;
}

/**
 * A feature as the app sees it, exported by the feature's `index.ts`: the routes it mounts under `/api` and the
 * background job kinds it runs, each built from the feature's own, narrow dependencies. `server/features.ts` lists
 * them; `app.ts` mounts every `routes`, `deps.ts` registers every `jobs`.
 */
export interface FeatureModule<Deps> {
  readonly name: string;
  routes?(deps: Deps): Hono<AuthEnv>;
  jobs?(deps: Deps): void;
}
