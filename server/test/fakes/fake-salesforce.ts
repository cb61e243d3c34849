import { createHash, randomBytes } from 'node:crypto';
import { FakeCrmServer, type FakeReply, type FakeRequest, fakeId } from './fake-crm-server.ts';

interface SfRecord {
  Id: string;
  Name: string;
  Industry?: string | null;
  Company?: string | null;
  Email?: string | null;
}

export interface SfNote {
  Id: string;
  ParentId: string;
  Title: string;
  Body: string;
}

const SEED_ACCOUNTS: Omit<SfRecord, 'Id'>[] = [
  { Name: 'Apple Inc.', Industry: 'Technology' },
  { Name: 'Acme Corporation', Industry: 'Manufacturing' },
  { Name: "O'Reilly Automotive", Industry: 'Retail' },
  { Name: '100% Juice Co', Industry: 'Food & Beverage' },
  { Name: 'Under_Score Labs', Industry: 'Technology' },
];
const SEED_LEADS: Omit<SfRecord, 'Id'>[] = [
  { Name: 'Jane Buyer', Company: 'Apple Inc.', Email: 'jane@apple.example' },
  { Name: 'Sam Prospect', Company: 'Acme Corporation', Email: 'sam@acme.example' },
];

/** The grammar of the one query 10Kai sends; anything else is MALFORMED_QUERY, as Salesforce would answer. */
const SOQL =
  /^SELECT ([A-Za-z]+(?:, [A-Za-z]+)*) FROM (Account|Lead) WHERE Name LIKE '((?:[^'\\]|\\.)*)' ORDER BY Name LIMIT (\d+)$/;

/** A SOQL LIKE literal (already without its quotes) as a regular expression: `%` any run, `_` one character. */
function likeToRegExp(literal: string): RegExp {
  let pattern = '';
  for (let index = 0; index < literal.length; index += 1) {
    const character = literal[index]!;
    if (character === '\\') {
      index += 1;
      pattern += (literal[index] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (character === '%') pattern += '.*';
    else if (character === '_') pattern += '.';
    else pattern += character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 'is');
}

const invalidSession = (): FakeReply => ({
  status: 401,
  body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }],
});

/**
 * A stand-in for Salesforce login (OAuth web-server flow with PKCE, refresh, revoke, userinfo) and the REST API
 * (SOQL query, Note create), one origin playing both the login host and the org's instance.
 */
export class FakeSalesforce extends FakeCrmServer {
  clientId = 'fake-sf-client';
  clientSecret = 'fake-sf-secret';
  username = 'seller@fake-org.example';
  /** 'approve' redirects back with a code; 'deny' with error=access_denied. */
  consent: 'approve' | 'deny' = 'approve';
  accounts: SfRecord[] = [];
  leads: SfRecord[] = [];
  notes: SfNote[] = [];
  readonly queries: string[] = [];
  private codes = new Map<string, { challenge: string; redirectUri: string }>();
  private accessTokens = new Set<string>();
  private refreshTokens = new Set<string>();
  readonly tokenGrants: string[] = [];

  constructor() {
    super();
    this.reset();
  }

  reset(): void {
    this.accounts = SEED_ACCOUNTS.map((record) => ({ ...record, Id: fakeId('001') }));
    this.leads = SEED_LEADS.map((record) => ({ ...record, Id: fakeId('00Q') }));
    this.notes = [];
    this.queries.length = 0;
    this.tokenGrants.length = 0;
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.consent = 'approve';
    this.clearFaults();
  }

  /** Failure mode "401 expired": every access token issued so far stops working (refresh still does). */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** Failure mode "revoked": access and refresh tokens stop working, as after a revoke in Salesforce setup. */
  revokeAll(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  protected snapshot() {
    return { notes: this.notes, accounts: this.accounts, leads: this.leads, tokenGrants: this.tokenGrants };
  }

  private issue(withRefresh: boolean) {
    const access = `00DFAKE!${randomBytes(16).toString('hex')}`;
    this.accessTokens.add(access);
    const refresh = withRefresh ? `5Aep${randomBytes(16).toString('hex')}` : undefined;
    if (refresh) this.refreshTokens.add(refresh);
    return {
      access_token: access,
      ...(refresh ? { refresh_token: refresh } : {}),
      instance_url: this.url,
      id: `${this.url}/id/00DFAKE/005FAKE`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
      signature: 'fake',
    };
  }

  protected handle({ method, url, body, bearer }: FakeRequest): FakeReply {
    const path = url.pathname;
    if (method === 'GET' && path === '/services/oauth2/authorize') return this.authorize(url);
    if (method === 'POST' && path === '/services/oauth2/token') return this.token(body);
    if (method === 'POST' && path === '/services/oauth2/revoke') {
      const token = String(body.token ?? '');
      const known = this.refreshTokens.delete(token) || this.accessTokens.delete(token);
      if (known) this.accessTokens.clear();
      return known ? { status: 200 } : { status: 400, body: { error: 'unsupported_token_type' } };
    }
    if (!bearer || !this.accessTokens.has(bearer)) return invalidSession();
    if (method === 'GET' && path === '/services/oauth2/userinfo') {
      return { status: 200, body: { preferred_username: this.username, email: this.username } };
    }
    if (method === 'GET' && /^\/services\/data\/v\d+\.\d\/query$/.test(path)) return this.query(url);
    if (method === 'POST' && /^\/services\/data\/v\d+\.\d\/sobjects\/Note$/.test(path))
      return this.createNote(body);
    return {
      status: 404,
      body: [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }],
    };
  }

  private authorize(url: URL): FakeReply {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const target = new URL(redirectUri);
    if (url.searchParams.get('client_id') !== this.clientId || this.consent === 'deny') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'end-user denied authorization');
    } else {
      const code = `aPrx${randomBytes(12).toString('hex')}`;
      this.codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', redirectUri });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', state);
    return { status: 302, headers: { location: target.toString() } };
  }

  private token(body: Record<string, unknown>): FakeReply {
    const grant = String(body.grant_type ?? '');
    this.tokenGrants.push(grant);
    const invalid = (description: string): FakeReply => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });
    if (body.client_id !== this.clientId || body.client_secret !== this.clientSecret) {
      return {
        status: 400,
        body: { error: 'invalid_client_id', error_description: 'client identifier invalid' },
      };
    }
    if (grant === 'authorization_code') {
      const pending = this.codes.get(String(body.code ?? ''));
      this.codes.delete(String(body.code ?? ''));
      if (!pending) return invalid('invalid authorization code');
      if (pending.redirectUri !== body.redirect_uri) return invalid('redirect_uri mismatch');
      const verifier = String(body.code_verifier ?? '');
      if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
        return invalid('invalid code verifier');
      }
      return { status: 200, body: this.issue(true) };
    }
    if (grant === 'refresh_token') {
      if (!this.refreshTokens.has(String(body.refresh_token ?? '')))
        return invalid('expired access/refresh token');
      return { status: 200, body: this.issue(false) };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  private query(url: URL): FakeReply {
    const q = url.searchParams.get('q') ?? '';
    this.queries.push(q);
    const match = SOQL.exec(q);
    if (!match) return { status: 400, body: [{ message: 'unexpected token', errorCode: 'MALFORMED_QUERY' }] };
    const [, fieldList, type, literal, limit] = match;
    const pattern = likeToRegExp(literal!);
    const source = type === 'Account' ? this.accounts : this.leads;
    const fields = fieldList!.split(', ');
    const records = source
      .filter((record) => pattern.test(record.Name))
      .sort((a, b) => a.Name.localeCompare(b.Name))
      .slice(0, Number(limit))
      .map((record) => ({
        attributes: { type, url: `/services/data/v60.0/sobjects/${type}/${record.Id}` },
        ...Object.fromEntries(fields.map((field) => [field, record[field as keyof SfRecord] ?? null])),
      }));
    return { status: 200, body: { totalSize: records.length, done: true, records } };
  }

  private createNote(body: Record<string, unknown>): FakeReply {
    const parentId = String(body.ParentId ?? '');
    const parentKnown = [...this.accounts, ...this.leads].some((record) => record.Id === parentId);
    if (!parentKnown) {
      return {
        status: 400,
        body: [{ message: 'Parent ID: id value of incorrect type', errorCode: 'FIELD_INTEGRITY_EXCEPTION' }],
      };
    }
    const note: SfNote = {
      Id: fakeId('002'),
      ParentId: parentId,
      Title: String(body.Title ?? ''),
      Body: String(body.Body ?? ''),
    };
    this.notes.push(note);
    return { status: 201, body: { id: note.Id, success: true, errors: [] } };
  }
}

export async function startFakeSalesforce(port = 0): Promise<FakeSalesforce> {
  return new FakeSalesforce().start(port);
}
