import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { type Auth, createAuth } from './accounts/auth.ts';
import { type AuthEnv, requireUser } from './accounts/require-user.ts';
import { type AnalysisDeps, createAnalysisDeps } from './analysis/analysis-deps.ts';
import { createStripeClient } from './billing/stripe-client.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createFilingDocuments, type FilingDocuments } from './filings/documents/filing-documents.ts';
import { createParsedFilings, type ParsedFilings } from './filings/documents/parsed-filings.ts';
import { createDbRateLimiter } from './filings/edgar/db-rate-limiter.ts';
import { createEdgarCache, type EdgarCache } from './filings/edgar/edgar-cache.ts';
import { createEdgarClient, type EdgarClient } from './filings/edgar/edgar-client.ts';
import { companiesCikLookup } from './filings/filing-records.ts';
import { createFilingSource } from './filings/filing-source.ts';
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
  /** What was read from EDGAR's JSON APIs, kept for the company pages. */
  edgarCache: EdgarCache;
  filingDocuments: FilingDocuments;
  parsedFilings: ParsedFilings;
  analysis: AnalysisDeps;
  /** The Stripe SDK client; null when billing is off (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
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
  const edgarCache = createEdgarCache({ db: database.db, clock });
  const filingDocuments = createFilingDocuments({ db: database.db, edgar });
  const parsedFilings = createParsedFilings(filingDocuments);
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
    edgarCache,
    filingDocuments,
    parsedFilings,
    analysis: createAnalysisDeps(
      config,
      createFilingSource({ db: database.db, edgar, parsed: parsedFilings, cache: edgarCache, clock }),
    ),
    stripe: createStripeClient(config),
  };
}
