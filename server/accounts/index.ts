import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { FeatureModule } from '#server/http/feature-module.ts';
import { createAccountDataRoutes } from './account-data-routes.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { createApiTokenRoutes } from './api-token-routes.ts';
import { createAccountRoutes } from './routes.ts';

/** The accounts feature: profile, notifications, sessions, API tokens, and the account's data (export, delete). */
export const accountsModule: FeatureModule<AccountsDeps> = {
  name: 'accounts',
  routes(deps) {
    const app = new Hono<AuthEnv>();
    app.route('/', createAccountRoutes(deps));
    app.route('/', createApiTokenRoutes(deps));
    app.route('/', createAccountDataRoutes(deps));
    return app;
  },
};
