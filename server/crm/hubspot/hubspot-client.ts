import { Client } from '@hubspot/api-client';
import type { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes';
import type { HubspotCompany } from '../../../contract/crm.ts';

export interface HubspotOauthConfig {
  apiUrl: string;
  /** Where the consent screen lives (app.hubspot.com; the fake serves it on its own host). */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Per call: the SDK has none, and a slow HubSpot must not hold a request or a job for long. */
  timeoutMs?: number;
}

/** Companies to search; notes are written and searched under the contacts scopes in HubSpot's model. */
const HUBSPOT_SCOPES = [
  'oauth',
  'crm.objects.companies.read',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
];

/** HubSpot-defined association type "note to company". */
const NOTE_TO_COMPANY = 190;

/** A HubSpot failure reduced to what callers decide on: status and Retry-After (ms), never the request. */
export class HubspotCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'HubspotCallError';
  }
}

function retryAfterMs(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

async function callWithTimeout<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HubspotCallError(504, 'HubSpot did not answer in time')), timeoutMs);
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (error) {
    if (error instanceof HubspotCallError) throw error;
    const e = error as { code?: number; body?: { message?: string }; headers?: Record<string, string> };
    if (typeof e.code === 'number') {
      throw new HubspotCallError(
        e.code,
        e.body?.message ?? `HubSpot answered ${e.code}`,
        retryAfterMs(e.headers),
      );
    }
    throw new HubspotCallError(503, 'HubSpot could not be reached');
  } finally {
    clearTimeout(timer);
  }
}

/** HubSpot through the official SDK, its base path pointed at HUBSPOT_API_URL (the fake in tests and offline). */
export function createHubspotClient(config: HubspotOauthConfig) {
  const basePath = config.apiUrl.replace(/\/$/, '');
  // The SDK's own retries are off: the export job owns retrying, honouring Retry-After.
  const call = <T>(work: () => Promise<T>) => callWithTimeout(work, config.timeoutMs ?? 20_000);
  const client = (accessToken?: string) => new Client({ accessToken, basePath, numberOfApiCallRetries: 0 });

  const tokens = (grant: 'authorization_code' | 'refresh_token', value: string) =>
    call(() =>
      grant === 'authorization_code'
        ? client().oauth.tokensApi.create(
            grant,
            value,
            config.redirectUri,
            config.clientId,
            config.clientSecret,
          )
        : client().oauth.tokensApi.create(
            grant,
            undefined,
            undefined,
            config.clientId,
            config.clientSecret,
            value,
          ),
    );

  return {
    authorizeUrl(state: string): string {
      const params = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: HUBSPOT_SCOPES.join(' '),
        state,
      });
      return `${config.authUrl.replace(/\/$/, '')}/oauth/authorize?${params}`;
    },

    exchangeCode: (code: string) => tokens('authorization_code', code),
    refresh: (refreshToken: string) => tokens('refresh_token', refreshToken),

    async portalName(accessToken: string): Promise<string | null> {
      const info = await call(() => client().oauth.accessTokensApi.get(accessToken));
      return info.hubDomain ?? (info.hubId ? String(info.hubId) : null);
    },

    async revoke(refreshToken: string): Promise<void> {
      await call(() => client().oauth.refreshTokensApi.archive(refreshToken));
    },

    async searchCompanies(accessToken: string, query: string): Promise<HubspotCompany[]> {
      const page = await call(() =>
        client(accessToken).crm.companies.searchApi.doSearch({
          query,
          properties: ['name', 'domain', 'industry'],
          limit: 20,
        }),
      );
      return page.results.map((company) => ({
        id: company.id,
        properties: {
          name: company.properties.name ?? null,
          domain: company.properties.domain ?? null,
          industry: company.properties.industry ?? null,
        },
      }));
    },

    /** The note carrying `marker` in its body, if one was already written (an export retried after a crash). */
    async findNote(accessToken: string, marker: string): Promise<string | null> {
      const page = await call(() =>
        client(accessToken).crm.objects.notes.searchApi.doSearch({
          filterGroups: [
            {
              filters: [{ propertyName: 'hs_note_body', operator: 'CONTAINS_TOKEN' as never, value: marker }],
            },
          ],
          properties: ['hs_note_body'],
          limit: 1,
        }),
      );
      return page.results[0]?.id ?? null;
    },

    async createCompanyNote(accessToken: string, companyId: string, body: string, at: Date): Promise<string> {
      const note = await call(() =>
        client(accessToken).crm.objects.notes.basicApi.create({
          properties: { hs_timestamp: at.toISOString(), hs_note_body: body },
          associations: [
            {
              to: { id: companyId },
              types: [
                {
                  associationCategory: 'HUBSPOT_DEFINED' as AssociationSpecAssociationCategoryEnum,
                  associationTypeId: NOTE_TO_COMPANY,
                },
              ],
            },
          ],
        }),
      );
      return note.id;
    },
  };
}

export type HubspotClient = ReturnType<typeof createHubspotClient>;
