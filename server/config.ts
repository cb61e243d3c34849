import os from 'node:os';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value),
  );

const httpUrl = z.url({ protocol: /^https?$/ });

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/** The default User-Agent is generic on purpose so that start-up can warn: SEC asks for a real contact. */
export const GENERIC_SEC_USER_AGENT = '10Kai self-hosted contact@example.com';

/** Heap of a worker thread: a 48 MB 10-K (near the 50 MB download limit) parses and analyses within 256 MB (ADR 0305). */
const DEFAULT_WORKER_MEMORY_MB = 512;

/** Calls a minute per personal API token: two a second, ample for a sync script and a brake on a runaway loop. */
export const DEFAULT_API_TOKEN_RATE_LIMIT = 120;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  APP_URL: httpUrl.optional(),
  BETTER_AUTH_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,

  SEC_USER_AGENT: z.string().trim().min(5).default(GENERIC_SEC_USER_AGENT),
  SEC_WWW_URL: httpUrl.default('https://www.sec.gov'),
  SEC_DATA_URL: httpUrl.default('https://data.sec.gov'),
  /** EDGAR full-text search (ADR 0316). */
  SEC_EFTS_URL: httpUrl.default('https://efts.sec.gov'),

  ANALYSIS_ENGINE: z.enum(['extractive', 'openai', 'anthropic']).default('extractive'),
  ANALYSIS_MODEL: optionalString,
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: httpUrl.optional(),
  ANTHROPIC_API_KEY: optionalString,
  /** The LLM engines' limits (ADR 0302): whole analysis, retries of a 429/5xx/network failure, prompt and answer. */
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(90),
  ANALYSIS_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  ANALYSIS_PROMPT_TOKENS: z.coerce.number().int().min(2000).max(200_000).default(8000),
  ANALYSIS_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(500).max(32_000).default(2500),

  ADMIN_EMAILS: emailList,
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('10Kai <no-reply@10kai.app>'),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  SALES_EMAIL: z.email().default('sales@10kai.app'),
  PRIVACY_EMAIL: z.email().default('privacy@10kai.app'),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  /**
   * Name servers that check a team's single sign-on domain (its TXT record, ADR 0325), as `host` or `host:port`,
   * comma-separated; unset: the system's resolvers. Offline mode points it at the local fake DNS.
   */
  /** Allow a team's OpenID issuer on this machine over plain http (offline mode and tests only; ADR 0325). */
  SSO_ALLOW_LOOPBACK_ISSUER: booleanFlag,
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((server) => server.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.string().regex(/^[\w.:[\]-]+$/, 'host or host:port')).max(4)),

  FINNHUB_API_KEY: optionalString,
  FINNHUB_BASE_URL: httpUrl.default('https://finnhub.io/api/v1'),
  IMPORT_PACING: z.enum(['spec', 'none']).default('spec'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Only for the local fake Stripe (tests, `npm run dev:offline`); unset in production. */
  STRIPE_API_BASE: httpUrl.optional(),

  CRM_TOKEN_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/, 'must be 32 bytes as 64 hex or base64 characters')
      .optional(),
  ),
  SALESFORCE_CLIENT_ID: optionalString,
  SALESFORCE_CLIENT_SECRET: optionalString,
  SALESFORCE_LOGIN_URL: httpUrl.default('https://login.salesforce.com'),
  HUBSPOT_CLIENT_ID: optionalString,
  HUBSPOT_CLIENT_SECRET: optionalString,
  HUBSPOT_API_URL: httpUrl.default('https://api.hubapi.com'),
  HUBSPOT_AUTH_URL: httpUrl.optional(),
  /** How long a resolved session or API token is reused in-process (revocations clear it at once); 0 turns it off. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** How long a company search's answer is reused in-process (catalogue changes clear it at once); 0 turns it off. */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /**
   * How long a stopping server waits for requests in flight and running job steps. 8 s fits, with the database's
   * close, inside the 10 s Docker gives before SIGKILL.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(8),
  /** Calls a minute per personal API token, counted in the database across instances; browsers are not counted. */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_API_TOKEN_RATE_LIMIT),
  /**
   * Worker threads for parsing filings, the extractive analysis and comparisons (ADR 0305): one a core by default;
   * 0 runs that work on the request loop.
   */
  WORKER_THREADS: z.coerce.number().int().min(0).max(64).default(os.availableParallelism()),
  /** Heap of each worker thread: the largest document EDGAR may send (50 MB) parses and analyses within it. */
  WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(DEFAULT_WORKER_MEMORY_MB),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'APP_URL'> {
  APP_URL: string;
  /** False when APP_URL was left unset (the default loopback address): then every loopback name is accepted. */
  appUrlFromEnv: boolean;
  databaseDriver: 'pglite' | 'postgres';
  integrations: {
    smtp: boolean;
    google: boolean;
    linkedin: boolean;
    stripe: boolean;
    openai: boolean;
    anthropic: boolean;
    finnhub: boolean;
    salesforce: boolean;
    hubspot: boolean;
  };
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start-up; a bad value stops the process naming the variable and the reason. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const issues: string[] = [];
  if (values.ANALYSIS_ENGINE === 'openai' && !values.OPENAI_API_KEY && !values.OPENAI_BASE_URL) {
    issues.push('ANALYSIS_ENGINE: "openai" needs OPENAI_API_KEY or OPENAI_BASE_URL');
  }
  if (values.ANALYSIS_ENGINE === 'anthropic' && !values.ANTHROPIC_API_KEY) {
    issues.push('ANALYSIS_ENGINE: "anthropic" needs ANTHROPIC_API_KEY');
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    issues.push('GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  if (Boolean(values.LINKEDIN_CLIENT_ID) !== Boolean(values.LINKEDIN_CLIENT_SECRET)) {
    issues.push('LINKEDIN_CLIENT_ID: set both LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET, or neither');
  }
  if (Boolean(values.SALESFORCE_CLIENT_ID) !== Boolean(values.SALESFORCE_CLIENT_SECRET)) {
    issues.push(
      'SALESFORCE_CLIENT_ID: set both SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET, or neither',
    );
  }
  if (Boolean(values.HUBSPOT_CLIENT_ID) !== Boolean(values.HUBSPOT_CLIENT_SECRET)) {
    issues.push('HUBSPOT_CLIENT_ID: set both HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET, or neither');
  }
  if (issues.length > 0) throw new ConfigError(issues);

  return {
    ...values,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    appUrlFromEnv: values.APP_URL !== undefined,
    databaseDriver: values.DATABASE_URL ? 'postgres' : 'pglite',
    integrations: {
      smtp: Boolean(values.SMTP_URL),
      google: Boolean(values.GOOGLE_CLIENT_ID),
      linkedin: Boolean(values.LINKEDIN_CLIENT_ID),
      stripe: Boolean(values.STRIPE_SECRET_KEY),
      openai: Boolean(values.OPENAI_API_KEY || values.OPENAI_BASE_URL),
      anthropic: Boolean(values.ANTHROPIC_API_KEY),
      finnhub: Boolean(values.FINNHUB_API_KEY),
      salesforce: Boolean(values.SALESFORCE_CLIENT_ID),
      hubspot: Boolean(values.HUBSPOT_CLIENT_ID),
    },
  };
}
