import { randomBytes } from 'node:crypto';
import { FakeCrmServer, type FakeReply, type FakeRequest } from './fake-crm-server.ts';

interface HsCompany {
  id: string;
  name: string;
  domain: string;
  industry: string;
}

export interface HsNote {
  id: string;
  body: string;
  timestamp: string;
  companyIds: string[];
  associationTypeIds: number[];
}

const SEED_COMPANIES: Omit<HsCompany, 'id'>[] = [
  { name: 'Apple Inc.', domain: 'apple.com', industry: 'COMPUTER_HARDWARE' },
  { name: 'Applied Materials', domain: 'appliedmaterials.com', industry: 'SEMICONDUCTORS' },
  { name: 'Acme Corporation', domain: 'acme.example', industry: 'MACHINERY' },
];

const unauthorized = (): FakeReply => ({
  status: 401,
  body: {
    status: 'error',
    message: 'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
    category: 'INVALID_AUTHENTICATION',
  },
});

/** A stand-in for HubSpot's OAuth (authorize, token, token info, refresh-token delete) and CRM v3 APIs. */
export class FakeHubspot extends FakeCrmServer {
  clientId = 'fake-hs-client';
  clientSecret = 'fake-hs-secret';
  hubDomain = 'fake-portal.hubspot.example';
  consent: 'approve' | 'deny' = 'approve';
  companies: HsCompany[] = [];
  notes: HsNote[] = [];
  private codes = new Map<string, string>();
  private accessTokens = new Set<string>();
  private refreshTokens = new Set<string>();
  readonly tokenGrants: string[] = [];
  private nextId = 1000;

  constructor() {
    super();
    this.reset();
  }

  reset(): void {
    this.companies = SEED_COMPANIES.map((company) => ({ ...company, id: String(this.nextId++) }));
    this.notes = [];
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.tokenGrants.length = 0;
    this.consent = 'approve';
    this.clearFaults();
  }

  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  revokeAll(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  protected snapshot() {
    return { notes: this.notes, companies: this.companies, tokenGrants: this.tokenGrants };
  }

  private issue(refresh: string) {
    const access = `CL${randomBytes(16).toString('hex')}`;
    this.accessTokens.add(access);
    return { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: 'bearer' };
  }

  protected handle({ method, url, body, bearer }: FakeRequest): FakeReply {
    const path = url.pathname;
    if (method === 'GET' && path === '/oauth/authorize') return this.authorize(url);
    if (method === 'POST' && path === '/oauth/v1/token') return this.token(body);
    if (method === 'GET' && path.startsWith('/oauth/v1/access-tokens/')) {
      const token = decodeURIComponent(path.split('/').pop() ?? '');
      if (!this.accessTokens.has(token))
        return { status: 404, body: { status: 'error', message: 'not found' } };
      return {
        status: 200,
        body: {
          token,
          user: 'seller@fake-portal.example',
          hub_domain: this.hubDomain,
          scopes: ['oauth', 'crm.objects.companies.read'],
          hub_id: 424242,
          app_id: 1,
          expires_in: 1800,
          user_id: 7,
          token_type: 'access',
        },
      };
    }
    if (method === 'DELETE' && path.startsWith('/oauth/v1/refresh-tokens/')) {
      this.refreshTokens.delete(decodeURIComponent(path.split('/').pop() ?? ''));
      return { status: 204 };
    }
    if (!bearer || !this.accessTokens.has(bearer)) return unauthorized();
    if (method === 'POST' && path === '/crm/v3/objects/companies/search') return this.searchCompanies(body);
    if (method === 'POST' && path === '/crm/v3/objects/notes/search') return this.searchNotes(body);
    if (method === 'POST' && path === '/crm/v3/objects/notes') return this.createNote(body);
    return { status: 404, body: { status: 'error', message: `no route ${method} ${path}` } };
  }

  private authorize(url: URL): FakeReply {
    const target = new URL(url.searchParams.get('redirect_uri') ?? '');
    if (url.searchParams.get('client_id') !== this.clientId || this.consent === 'deny') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied access');
    } else {
      const code = randomBytes(12).toString('hex');
      this.codes.set(code, target.origin + target.pathname);
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', url.searchParams.get('state') ?? '');
    return { status: 302, headers: { location: target.toString() } };
  }

  private token(body: Record<string, unknown>): FakeReply {
    const grant = String(body.grant_type ?? '');
    this.tokenGrants.push(grant);
    const bad = (status: string, message: string): FakeReply => ({ status: 400, body: { status, message } });
    if (body.client_id !== this.clientId || body.client_secret !== this.clientSecret) {
      return bad('BAD_CLIENT_ID', 'missing or unknown client id');
    }
    if (grant === 'authorization_code') {
      const redirect = this.codes.get(String(body.code ?? ''));
      this.codes.delete(String(body.code ?? ''));
      if (!redirect || redirect !== body.redirect_uri)
        return bad('BAD_AUTH_CODE', 'missing or unknown auth code');
      const refresh = randomBytes(16).toString('hex');
      this.refreshTokens.add(refresh);
      return { status: 200, body: this.issue(refresh) };
    }
    if (grant === 'refresh_token') {
      const refresh = String(body.refresh_token ?? '');
      if (!this.refreshTokens.has(refresh))
        return bad('BAD_REFRESH_TOKEN', 'missing or unknown refresh token');
      return { status: 200, body: this.issue(refresh) };
    }
    return bad('BAD_GRANT_TYPE', 'unsupported grant type');
  }

  private object(id: string, properties: Record<string, string>) {
    const now = new Date().toISOString();
    return { id, properties, createdAt: now, updatedAt: now, archived: false };
  }

  private searchCompanies(body: Record<string, unknown>): FakeReply {
    const query = String(body.query ?? '').toLowerCase();
    const results = this.companies
      .filter((company) => company.name.toLowerCase().includes(query) || company.domain.includes(query))
      .slice(0, Number(body.limit ?? 10))
      .map((company) =>
        this.object(company.id, { name: company.name, domain: company.domain, industry: company.industry }),
      );
    return { status: 200, body: { total: results.length, results } };
  }

  private searchNotes(body: Record<string, unknown>): FakeReply {
    const groups = (body.filterGroups ?? []) as { filters: { propertyName: string; value: string }[] }[];
    const value = groups[0]?.filters.find((filter) => filter.propertyName === 'hs_note_body')?.value ?? '';
    const results = this.notes
      .filter((note) => value && note.body.includes(value))
      .map((note) => this.object(note.id, { hs_note_body: note.body }));
    return { status: 200, body: { total: results.length, results } };
  }

  private createNote(body: Record<string, unknown>): FakeReply {
    const properties = (body.properties ?? {}) as Record<string, string>;
    const associations = (body.associations ?? []) as {
      to: { id: string };
      types: { associationCategory: string; associationTypeId: number }[];
    }[];
    for (const association of associations) {
      if (!this.companies.some((company) => company.id === association.to.id)) {
        return {
          status: 400,
          body: {
            status: 'error',
            message: `Company ${association.to.id} not found`,
            category: 'VALIDATION_ERROR',
          },
        };
      }
    }
    const note: HsNote = {
      id: String(this.nextId++),
      body: properties.hs_note_body ?? '',
      timestamp: properties.hs_timestamp ?? '',
      companyIds: associations.map((association) => association.to.id),
      associationTypeIds: associations.flatMap((association) =>
        association.types.map((type) => type.associationTypeId),
      ),
    };
    this.notes.push(note);
    return {
      status: 201,
      body: this.object(note.id, { hs_note_body: note.body, hs_timestamp: note.timestamp }),
    };
  }
}

export async function startFakeHubspot(port = 0): Promise<FakeHubspot> {
  return new FakeHubspot().start(port);
}
