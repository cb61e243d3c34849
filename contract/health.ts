import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * The server's own state, public and without secrets: `/api/health` for monitors, load balancers and the admin
 * pages (which integrations have keys), `/api/public-config` for the pages a visitor sees (contact addresses,
 * billing, social sign-in, whether sign-up waits for a verified address).
 */

/** Which optional integrations have their keys set, and the engine analyses run on. */
const integrations = z.object({
  smtp: z.boolean(),
  google: z.boolean(),
  linkedin: z.boolean(),
  stripe: z.boolean(),
  openai: z.boolean(),
  anthropic: z.boolean(),
  finnhub: z.boolean(),
  salesforce: z.boolean(),
  hubspot: z.boolean(),
  analysisEngine: z.string(),
});

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  databaseOk: z.boolean(),
  integrations,
});

const publicConfig = z.object({
  salesEmail: z.string(),
  privacyEmail: z.string(),
  billingEnabled: z.boolean(),
  providers: z.object({ google: z.boolean(), linkedin: z.boolean() }),
  /** When false, sign-up signs the new account straight in. */
  emailVerificationRequired: z.boolean(),
  /**
   * True only when analyses are written by a configured language model (OpenAI-compatible or Anthropic); otherwise
   * the evidence engine writes them, and the public pages must not call them AI.
   */
  aiAnalysis: z.boolean(),
});

export type PublicConfig = z.output<typeof publicConfig>;

const tags = ['Server'];

export const getHealth = defineEndpoint({
  method: 'get',
  path: '/health',
  summary: 'Whether the server and its database answer (503 `degraded` when the database does not)',
  tags,
  auth: 'public',
  response: health,
  alsoStatus: [503],
  errors: [],
});

export const getPublicConfig = defineEndpoint({
  method: 'get',
  path: '/public-config',
  summary:
    'What the public pages need to know about this server: contact addresses, billing, sign-in options',
  tags,
  auth: 'public',
  response: publicConfig,
  errors: [],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const healthEndpoints = [getHealth, getPublicConfig];
