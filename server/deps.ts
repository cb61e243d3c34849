import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { limitApiTokenCalls } from './accounts/api-token-rate-limit.ts';
import { type Auth, createAuth } from './accounts/auth.ts';
import { requireUser } from './accounts/require-user.ts';
import { createSessionCache, type SessionCache } from './accounts/session-cache.ts';
import { auditCleanedNames } from './admin/index.ts';
import { meterLimiter, type RequestMeter } from './admin/request-meter.ts';
import { type AnalysisDeps, type AnalysisServices, createAnalysisServices } from './analysis/index.ts';
import { createPlanCache } from './billing/plan-cache.ts';
import { createStripeClient } from './billing/stripe-client.ts';
import type { Clock } from './clock.ts';
import { createFinnhubClient, type FinnhubClient } from './companies/catalogue/finnhub-client.ts';
import type { CompaniesModuleDeps } from './companies/index.ts';
import type { Config } from './config.ts';
import { type CrmClients, createCrmClients } from './crm/index.ts';
import { type ChangeFeed, createChangeFeed } from './db/change-feed.ts';
import type { Database, Db } from './db/client.ts';
import { createDbRateLimiter } from './edgar/db-rate-limiter.ts';
import { createEdgarCache, type EdgarCache } from './edgar/edgar-cache.ts';
import { createEdgarClient, type EdgarClient } from './edgar/edgar-client.ts';
import { createEftsClient, type EftsClient } from './edgar/full-text-search.ts';
import { FEATURES } from './features.ts';
import { createDocumentBodies } from './filings/documents/document-bodies.ts';
import { createFilingDocuments, type FilingDocuments } from './filings/documents/filing-documents.ts';
import { createParsedFilings, type ParsedFilings } from './filings/documents/parsed-filings.ts';
import { companiesCikLookup } from './filings/filing-records.ts';
import { createFilingSource } from './filings/filing-source.ts';
import type { FilingSource } from './filings/index.ts';
import type { AuthEnv } from './http/app-env.ts';
import { createErrorRing, type ErrorRing } from './http/error-ring.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createSchedules, type Schedules } from './jobs/schedules.ts';
import type { JobRunner } from './jobs/types.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { questionAllowance } from './research/index.ts';
import { type CpuWork, createCpuWork } from './workers/cpu-pool.ts';

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
  /** EDGAR full-text search, through the same limiter (ADR 0316). */
  efts: EftsClient;
  /** What was read from EDGAR's JSON APIs, kept for the company pages. */
  edgarCache: EdgarCache;
  filingDocuments: FilingDocuments;
  /** Parsing, the extractive analysis and comparisons, on worker threads (ADR 0305); closed by `start-server.ts`. */
  cpu: CpuWork;
  parsedFilings: ParsedFilings;
  /** The latest or a named 10-K/10-Q, stored and parsed: what analysis and research read. */
  filingSource: FilingSource;
  analysis: AnalysisServices;
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
  /** The Salesforce and HubSpot clients (each null until configured) and the sealed-token store. */
  crm: CrmClients;
  /** Records in the admin audit trail the original of each company name an import cleaned. */
  auditCleanedNames: CompaniesModuleDeps['auditCleanedNames'];
  /** Ask a filing's month for the usage meter: research's allowance, handed to analysis (which research imports). */
  questionAllowance: AnalysisDeps['questionAllowance'];
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
  const cpu = createCpuWork({ threads: config.WORKER_THREADS, memoryMb: config.WORKER_MEMORY_MB, log });
  const filingDocuments = createFilingDocuments({
    db: database.db,
    edgar,
    bodies: createDocumentBodies(database, config.DATA_DIR, cpu),
    cpu,
  });
  const parsedFilings = createParsedFilings(filingDocuments, cpu);
  const filingSource = createFilingSource({
    db: database.db,
    edgar,
    parsed: parsedFilings,
    cache: edgarCache,
    clock,
  });
  const jobs = createJobRunner({ db: database.db, log, clock });
  const schedules = createSchedules({ db: database.db, jobs, log, clock });
  const finnhub = config.FINNHUB_API_KEY
    ? createFinnhubClient({
        baseUrl: config.FINNHUB_BASE_URL,
        apiKey: config.FINNHUB_API_KEY,
        ...(config.IMPORT_PACING === 'none' ? { minIntervalMs: 0, rateLimitBackoffMs: 20 } : {}),
      })
    : null;
  const secrets = [
    secret,
    config.FINNHUB_API_KEY,
    config.STRIPE_SECRET_KEY,
    config.OPENAI_API_KEY,
    config.ANTHROPIC_API_KEY,
  ];
  const deps: AppDeps = {
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
    efts: createEftsClient({
      baseUrl: config.SEC_EFTS_URL,
      userAgent: config.SEC_USER_AGENT,
      limiter: edgarLimiter,
    }),
    edgarCache,
    filingDocuments,
    cpu,
    parsedFilings,
    filingSource,
    analysis: createAnalysisServices(config, filingSource, cpu),
    stripe: createStripeClient(config),
    jobs,
    schedules,
    finnhub,
    edgarMeter: edgarLimiter,
    recentErrors: createErrorRing({
      secrets: secrets.filter((value): value is string => Boolean(value)),
      clock,
    }),
    crm: createCrmClients({ config, db: database.db, secret }),
    auditCleanedNames: (jobId, cleaned) => auditCleanedNames(database.db, jobId, cleaned),
    questionAllowance: (userId, plan, now) => questionAllowance(database.db, userId, plan, now),
  };
  // Each feature registers the job kinds it runs.
  for (const feature of FEATURES) feature.jobs?.(deps);
  return deps;
}
