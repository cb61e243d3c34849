import { z } from 'zod';
import { fieldsOf, type SalesforceObject, searchSoql } from './soql.ts';

const SALESFORCE_API_VERSION = 'v60.0';

export interface SalesforceOauthConfig {
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Per call; a slow Salesforce must not hold a request for long. */
  timeoutMs?: number;
}

/** A Salesforce answer other than success; `status` 401 on an API call means the access token is no longer good. */
export class SalesforceHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SalesforceHttpError';
  }
}

const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  instance_url: z.url(),
  issued_at: z.string().optional(),
});

const userInfo = z.object({ preferred_username: z.string().optional(), email: z.string().optional() });

const recordSchema = z.object({
  Id: z.string(),
  Name: z.string().nullable().optional(),
  Industry: z.string().nullable().optional(),
  Company: z.string().nullable().optional(),
  Email: z.string().nullable().optional(),
});
const queryResponse = z.object({ records: z.array(recordSchema) });
const createResponse = z.object({ id: z.string(), success: z.boolean() });

type SalesforceRecord = z.infer<typeof recordSchema>;

async function failure(response: Response): Promise<SalesforceHttpError> {
  const body: unknown = await response.json().catch(() => null);
  const first = Array.isArray(body) ? body[0] : body;
  const errorCode =
    (first as { errorCode?: string; error?: string } | null)?.errorCode ??
    (first as { error?: string } | null)?.error ??
    'UNKNOWN';
  const message =
    (first as { message?: string; error_description?: string } | null)?.message ??
    (first as { error_description?: string } | null)?.error_description ??
    `Salesforce answered ${response.status}`;
  return new SalesforceHttpError(response.status, errorCode, message);
}

async function json<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  if (!response.ok) throw await failure(response);
  return schema.parse(await response.json());
}

/** Salesforce over its REST API with fetch (see docs/decisions/0130-crm-salesforce-rest.md). */
export function createSalesforceClient(config: SalesforceOauthConfig, fetchImpl: typeof fetch = fetch) {
  const login = config.loginUrl.replace(/\/$/, '');
  const timeout = () => AbortSignal.timeout(config.timeoutMs ?? 15_000);
  const form = (values: Record<string, string>) =>
    fetchImpl(`${login}/services/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(values),
      signal: timeout(),
    });
  const api = (instanceUrl: string, accessToken: string, path: string, init: RequestInit = {}) =>
    fetchImpl(`${instanceUrl.replace(/\/$/, '')}/services/data/${SALESFORCE_API_VERSION}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...init.headers },
      signal: timeout(),
    });

  return {
    authorizeUrl(state: string, codeChallenge: string): string {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'api refresh_token',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${login}/services/oauth2/authorize?${params}`;
    },

    async exchangeCode(code: string, codeVerifier: string) {
      return json(
        await form({
          grant_type: 'authorization_code',
          code,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: config.redirectUri,
          code_verifier: codeVerifier,
        }),
        tokenResponse,
      );
    },

    async refresh(refreshToken: string) {
      return json(
        await form({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
        tokenResponse,
      );
    },

    async username(instanceUrl: string, accessToken: string): Promise<string | null> {
      const response = await fetchImpl(`${instanceUrl.replace(/\/$/, '')}/services/oauth2/userinfo`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: timeout(),
      });
      const info = await json(response, userInfo);
      return info.preferred_username ?? info.email ?? null;
    },

    async search(instanceUrl: string, accessToken: string, type: SalesforceObject, text: string) {
      const q = new URLSearchParams({ q: searchSoql(type, text) });
      const { records } = await json(await api(instanceUrl, accessToken, `/query?${q}`), queryResponse);
      const fields = fieldsOf(type);
      return records.map(
        (record) =>
          Object.fromEntries(
            fields.map((field) => [field, record[field as keyof SalesforceRecord] ?? null]),
          ) as SalesforceRecord,
      );
    },

    async createNote(
      instanceUrl: string,
      accessToken: string,
      note: { parentId: string; title: string; body: string },
    ) {
      const response = await api(instanceUrl, accessToken, '/sobjects/Note', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ParentId: note.parentId, Title: note.title, Body: note.body }),
      });
      return json(response, createResponse);
    },

    /** Revoking the refresh token also ends the access tokens issued from it. */
    async revoke(token: string): Promise<void> {
      const response = await fetchImpl(`${login}/services/oauth2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: timeout(),
      });
      if (!response.ok && response.status !== 400) throw await failure(response);
    },
  };
}

export type SalesforceClient = ReturnType<typeof createSalesforceClient>;
