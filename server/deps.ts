import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { type Auth, createAuth } from './accounts/auth.ts';
import { type AuthEnv, requireUser } from './accounts/require-user.ts';
import { type AnalysisDeps, createAnalysisDeps } from './analysis/analysis-deps.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createFilingDocuments, type FilingDocuments } from './filings/documents/filing-documents.ts';
import { createParsedFilings, type ParsedFilings } from './filings/documents/parsed-filings.ts';
import { createDbRateLimiter } from './filings/edgar/db-rate-limiter.ts';
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
  edgar: EdgarClient;
  filingDocuments: FilingDocuments;
  parsedFilings: ParsedFilings;
  analysis: AnalysisDeps;
  /** Durable background jobs; started by `start-server.ts`, driven by `runDue()` in tests. */
  jobs: JobRunner;
  schedules: Schedules;
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
  const auth = createAuth({ config, db: database.db, secret, log, mailer });
  const edgar = createEdgarClient({
    wwwUrl: config.SEC_WWW_URL,
    dataUrl: config.SEC_DATA_URL,
    userAgent: config.SEC_USER_AGENT,
    limiter: createDbRateLimiter(database.db),
    lookupCik: companiesCikLookup(database.db),
  });
  const filingDocuments = createFilingDocuments({ db: database.db, edgar });
  const parsedFilings = createParsedFilings(filingDocuments);
  const jobs = createJobRunner({ db: database.db, log, clock });
  const schedules = createSchedules({ db: database.db, jobs, log, clock });
  return {
    config,
    database,
    db: database.db,
    log,
    clock,
    secret,
    mailer,
    auth,
    requireUser: requireUser(auth, database.db),
    edgar,
    filingDocuments,
    parsedFilings,
    analysis: createAnalysisDeps(
      config,
      createFilingSource({ db: database.db, edgar, parsed: parsedFilings }),
    ),
    jobs,
    schedules,
  };
}
