import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { emailVerificationRequired } from '../accounts/auth.ts';
import type { AppDeps } from '../deps.ts';
import { version } from '../version.ts';

export function createHealthRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get('/health', async (c) => {
    let databaseOk = true;
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      databaseOk = false;
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
