import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { emailVerificationRequired } from '../accounts/auth.ts';
import type { AppDeps } from '../deps.ts';
import { version } from '../version.ts';

/** How recent a completed statement must be for health to trust it instead of asking the database again. */
export const RECENT_ANSWER_MS = 1000;

export function createHealthRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get('/health', async (c) => {
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
    return c.json(
      {
        status: databaseOk ? 'ok' : 'degraded',
        version,
        database: deps.database.driver,
        databaseOk,
        integrations: {
          ...deps.config.integrations,
          analysisEngine: deps.config.ANALYSIS_ENGINE,
        },
      },
      databaseOk ? 200 : 503,
    );
  });

  /** What the public pages need to know about this server; no secrets. */
  app.get('/public-config', (c) =>
    c.json({
      salesEmail: deps.config.SALES_EMAIL,
      privacyEmail: deps.config.PRIVACY_EMAIL,
      billingEnabled: deps.config.integrations.stripe,
      providers: { google: deps.config.integrations.google, linkedin: deps.config.integrations.linkedin },
      // Sign-up then signs the new account straight in when no verification is needed.
      emailVerificationRequired: emailVerificationRequired(deps.config),
    }),
  );

  return app;
}
