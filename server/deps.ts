import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { limitApiTokenCalls } from './accounts/api-token-rate-limit.ts';
import { type Auth, createAuth } from './accounts/auth.ts';
import { type AuthEnv, requireUser } from './accounts/require-user.ts';
import { createSessionCache, type SessionCache } from './accounts/session-cache.ts';
import { createErrorRing, type ErrorRing } from './admin/error-ring.ts';
import { meterLimiter, type RequestMeter } from './admin/request-meter.ts';
import { registerAlertJobs } from './alerts/alert-jobs.ts';
import { registerProductUpdateJob } from './alerts/index.ts';
import { type AnalysisDeps, createAnalysisDeps } from './analysis/analysis-deps.ts';
import { createPlanCache } from './billing/plan-cache.ts';
import { createStripeClient } from './billing/stripe-client.ts';
import { registerCatalogueJobs } from './companies/catalogue/catalogue-jobs.ts';
import { createFinnhubClient, type FinnhubClient } from './companies/catalogue/finnhub-client.ts';
import type { Config } from './config.ts';
import { type ChangeFeed, createChangeFeed } from './db/change-feed.ts';
import type { Database, Db } from './db/client.ts';
import { createFilingDocuments, type FilingDocuments } from './filings/documents/filing-documents.ts';
import { createParsedFilings, type ParsedFilings } from './filings/documents/parsed-filings.ts';
import { createDbRateLimiter } from './filings/edgar/db-rate-limiter.ts';
import { createEdgarCache, type EdgarCache } from './filings/edgar/edgar-cache.ts';
import { createEdgarClient, type EdgarClient } from './filings/edgar/edgar-client.ts';
import { companiesCikLookup } from './filings/filing-records.ts';
import { createFilingSource } from './filings/filing-source.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createSchedules, type Schedules } from './jobs/schedules.ts';
import type { JobRunner } from './jobs/types.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

export type Clock = () => Date;

/** Everything the app needs from the outside world; `main.ts` and the tests both build it here. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  clock: Clock;
  secret: string;
  mailer: Mailer;
  auth: Auth;
  requireUser: MiddlewareHandler<AuthEnv>;
  /** Contract routes parse each answer against its response schema (the test harness); off in production for cost. */
  checkResponses?: boolean;
  /** Resolved sessions and API tokens for a few seconds; `invalidateUser` after any revocation. */
  sessionCache: SessionCache;
  /** Database notifications that keep the in-process caches (sessions, plans, search) true across processes. */
  changeFeed: ChangeFeed;
  edgar: EdgarClient;
  /** What was read from EDGAR's JSON APIs, kept for the company pages. */
  edgarCache: EdgarCache;
  filingDocuments: FilingDocuments;
  parsedFilings: ParsedFilings;
  analysis: AnalysisDeps;
  /** The Stripe SDK client; null when billing is off (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  /** Durable background jobs; started by `start-server.ts`, driven by `runDue()` in tests. */
  jobs: JobRunner;
  schedules: Schedules;
  /** The market-data provider; null when FINNHUB_API_KEY is unset. */
  finnhub: FinnhubClient | null;
  /** The last 50 server errors for /debug (memory only). */
  recentErrors: ErrorRing;
  /** EDGAR grants of this process, for /debug. */
  edgarMeter: RequestMeter;
}

export interface DepsInput {
  config: Config;
  database: Database;
  log: Logger;
  secret: string;
  clock?: Clock;
}

export function createDeps({ config, database, log, secret, clock = () => new Date() }: DepsInput): AppDeps {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log,
  });
  const changeFeed = createChangeFeed({ database, log });
  const sessionCache = createSessionCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, feed: changeFeed });
  const planOf = createPlanCache({
    db: database.db,
    feed: changeFeed,
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
  });
  const auth = createAuth({ config, db: database.db, secret, log, mailer, sessionCache });
  const edgarLimiter = meterLimiter(createDbRateLimiter(database.db));
  const edgar = createEdgarClient({
    wwwUrl: config.SEC_WWW_URL,
    dataUrl: config.SEC_DATA_URL,
    userAgent: config.SEC_USER_AGENT,
    limiter: edgarLimiter,
    lookupCik: companiesCikLookup(database.db),
  });
  const edgarCache = createEdgarCache({ db: database.db, clock });
  const filingDocuments = createFilingDocuments({ db: database.db, edgar });
  const parsedFilings = createParsedFilings(filingDocuments);
  const jobs = createJobRunner({ db: database.db, log, clock });
  const schedules = createSchedules({ db: database.db, jobs, log, clock });
  const finnhub = config.FINNHUB_API_KEY
    ? createFinnhubClient({
        baseUrl: config.FINNHUB_BASE_URL,
        apiKey: config.FINNHUB_API_KEY,
        ...(config.IMPORT_PACING === 'none' ? { minIntervalMs: 0, rateLimitBackoffMs: 20 } : {}),
      })
    : null;
  registerCatalogueJobs({
    database,
    edgar,
    finnhub,
    jobs,
    schedules,
    log,
    clock,
    pacing: config.IMPORT_PACING,
  });
  registerProductUpdateJob({ db: database.db, mailer, secret, appUrl: config.APP_URL, clock, jobs });
  registerAlertJobs({
    changes: { db: database.db, edgar, cache: edgarCache, clock, parsedFilings },
    db: database.db,
    edgar,
    cache: edgarCache,
    mailer,
    secret,
    appUrl: config.APP_URL,
    clock,
    jobs,
    schedules,
  });
  const secrets = [
    secret,
    config.FINNHUB_API_KEY,
    config.STRIPE_SECRET_KEY,
    config.OPENAI_API_KEY,
    config.ANTHROPIC_API_KEY,
  ];
  return {
    config,
    database,
    db: database.db,
    log,
    clock,
    secret,
    mailer,
    auth,
    requireUser: limitApiTokenCalls(requireUser(auth, database.db, planOf, clock, sessionCache), {
      db: database.db,
      perMinute: config.API_TOKEN_RATE_LIMIT,
      clock,
    }),
    sessionCache,
    changeFeed,
    edgar,
    edgarCache,
    filingDocuments,
    parsedFilings,
    analysis: createAnalysisDeps(
      config,
      createFilingSource({ db: database.db, edgar, parsed: parsedFilings, cache: edgarCache, clock }),
    ),
    stripe: createStripeClient(config),
    jobs,
    schedules,
    finnhub,
    edgarMeter: edgarLimiter,
    recentErrors: createErrorRing({
      secrets: secrets.filter((value): value is string => Boolean(value)),
      clock,
    }),
  };
}
