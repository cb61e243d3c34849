import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { emailVerificationRequired } from '#server/accounts/auth.ts';
import type { Config } from '#server/config.ts';
import type { Database, Db } from '#server/db/client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import { version } from '#server/version.ts';
import * as contract from '../../contract/health.ts';

/** How recent a completed statement must be for health to trust it instead of asking the database again. */
export const RECENT_ANSWER_MS = 1000;

export interface HealthDeps extends RouteDeps {
  config: Config;
  database: Database;
  db: Db;
}

/** `GET /api/health` and `GET /api/public-config`: the routes of `contract/health.ts`. */
export function createHealthRoutes(deps: HealthDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

  route(contract.getHealth, async (c) => {
    let databaseOk = true;
    // A statement that completed within the last second is as good a proof as `select 1`, and on a saturated
    // embedded database (one statement at a time) a new `select 1` would wait behind every queued search (ADR 0171).
    const answeredAt = deps.database.lastAnsweredAt?.() ?? 0;
    if (Date.now() - answeredAt > RECENT_ANSWER_MS) {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        databaseOk = false;
      }
    }
    if (!databaseOk) c.status(503);
    return {
      status: databaseOk ? ('ok' as const) : ('degraded' as const),
      version,
      database: deps.database.driver,
      databaseOk,
      integrations: {
        ...deps.config.integrations,
        analysisEngine: deps.config.ANALYSIS_ENGINE,
      },
    };
  });

  route(contract.getPublicConfig, () => ({
    salesEmail: deps.config.SALES_EMAIL,
    privacyEmail: deps.config.PRIVACY_EMAIL,
    billingEnabled: deps.config.integrations.stripe,
    providers: { google: deps.config.integrations.google, linkedin: deps.config.integrations.linkedin },
    // Sign-up then signs the new account straight in when no verification is needed.
    emailVerificationRequired: emailVerificationRequired(deps.config),
    aiAnalysis: deps.config.ANALYSIS_ENGINE !== 'extractive',
  }));

  return app;
}
