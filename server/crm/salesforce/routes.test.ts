import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crmConnections, crmOauthStates } from '../schema.ts';
import { connectCrm } from '../testing/connect.ts';
import { insertAnalysis } from '../testing/crm-fixtures.ts';
import { createCrmTestApp } from '../testing/crm-test-app.ts';

describe('Salesforce routes', async () => {
  const { t, sf, proUser, connectedUser } = await createCrmTestApp();
  const connected = () => connectedUser('salesforce');

  describe('who may call', () => {
    it('answers 401 without a session', async () => {
      for (const path of [
        '/api/salesforce/connection-status',
        '/api/salesforce/auth/start',
        '/api/salesforce/search?query=a',
      ]) {
        expect((await t.request(path)).status).toBe(401);
      }
    });

    it('answers 403 PRO_REQUIRED to a free user on every route', async () => {
      const free = await t.signUp();
      const calls = [
        t.request('/api/salesforce/connection-status', { as: free }),
        t.request('/api/salesforce/auth/start', { as: free }),
        t.request('/api/salesforce/callback?code=x&state=y', { as: free }),
        t.request('/api/salesforce/search?query=apple&type=Account', { as: free }),
        t.request('/api/salesforce/create-note', {
          as: free,
          json: { parentId: '001000000000000AAA', title: 't', content: 'c' },
        }),
        t.request('/api/salesforce/connection', { as: free, method: 'DELETE' }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'PRO_REQUIRED' });
      }
    });
  });

  describe('connecting', () => {
    it('runs the web-server flow with PKCE and returns to where the user was', async () => {
      const user = await proUser();
      const start = await t.request('/api/salesforce/auth/start?returnTo=/dashboard%3Fpage%3Dsearch', {
        as: user,
      });
      const { authUrl } = (await start.json()) as { authUrl: string };
      const url = new URL(authUrl);
      expect(url.origin).toBe(sf.url);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('state')).toBeTruthy();

      const response = await connectCrm(t, user, 'salesforce', { returnTo: '/dashboard?page=search' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/dashboard?page=search');
      const status = await t.request('/api/salesforce/connection-status', { as: user });
      expect(await status.json()).toEqual({ connected: true, username: sf.username, configured: true });
    });

    it('rejects a callback whose state was not issued to this session, exchanging nothing', async () => {
      const user = await proUser();
      const response = await connectCrm(t, user, 'salesforce', { tamperState: () => 'forged-state' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/account?salesforce=failed');
      expect(sf.tokenGrants).toEqual([]);
      const [row] = await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id));
      expect(row).toBeUndefined();
    });

    it("rejects another user's state, and a state used twice", async () => {
      const victim = await proUser();
      const attacker = await proUser();
      const start = await t.request('/api/salesforce/auth/start', { as: attacker });
      const consent = await fetch(((await start.json()) as { authUrl: string }).authUrl, {
        redirect: 'manual',
      });
      const callback = new URL(consent.headers.get('location')!);
      const asVictim = await t.request(`${callback.pathname}${callback.search}`, { as: victim });
      expect(asVictim.headers.get('location')).toBe('/account?salesforce=failed');
      // The state was consumed by that attempt: the attacker cannot use it either.
      const replay = await t.request(`${callback.pathname}${callback.search}`, { as: attacker });
      expect(replay.headers.get('location')).toBe('/account?salesforce=failed');
      expect(sf.tokenGrants).toEqual([]);
    });

    it('sends the PKCE verifier: a code exchanged with the wrong verifier is refused by Salesforce', async () => {
      const user = await proUser();
      const start = await t.request('/api/salesforce/auth/start', { as: user });
      const { authUrl } = (await start.json()) as { authUrl: string };
      // Swap the challenge for one whose verifier we do not hold, as an interceptor of the code would.
      const tampered = new URL(authUrl);
      tampered.searchParams.set('code_challenge', 'A'.repeat(43));
      const consent = await fetch(tampered, { redirect: 'manual' });
      const callback = new URL(consent.headers.get('location')!);
      const response = await t.request(`${callback.pathname}${callback.search}`, { as: user });
      expect(response.headers.get('location')).toBe('/dashboard?salesforce=failed');
      expect(sf.tokenGrants).toEqual(['authorization_code']);
      expect(
        (await (await t.request('/api/salesforce/connection-status', { as: user })).json()).connected,
      ).toBe(false);
    });

    it('sends a browser whose session ended during consent to sign in', async () => {
      const response = await t.request('/api/salesforce/callback?code=x&state=y');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login?redirect=account');
    });

    it('never returns to another site', async () => {
      const user = await proUser();
      const response = await connectCrm(t, user, 'salesforce', { returnTo: '//evil.example/x' });
      expect(response.headers.get('location')).toBe('/dashboard');
    });

    it('stores tokens sealed, never in plaintext', async () => {
      const user = await connected();
      const [row] = await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id));
      expect(row!.accessToken).toMatch(/^v1\./);
      expect(row!.accessToken).not.toContain('00DFAKE');
      expect(row!.refreshToken).toMatch(/^v1\./);
      expect(row!.refreshToken).not.toContain('5Aep');
      const states = await t.db.select().from(crmOauthStates).where(eq(crmOauthStates.userId, user.id));
      expect(states).toEqual([]);
    });

    it('says not connected, and never sends tokens to the browser', async () => {
      const user = await proUser();
      const response = await t.request('/api/salesforce/connection-status', { as: user });
      expect(await response.json()).toEqual({ connected: false, username: null, configured: true });
    });
  });

  describe('search', () => {
    it('finds Accounts and Leads with the spec fields', async () => {
      const user = await connected();
      const accounts = await t.request('/api/salesforce/search?query=apple&type=Account', { as: user });
      expect(await accounts.json()).toEqual({
        records: [{ Id: expect.any(String), Name: 'Apple Inc.', Industry: 'Technology' }],
      });
      const leads = await t.request('/api/salesforce/search?query=jane&type=Lead', { as: user });
      expect(await leads.json()).toEqual({
        records: [
          { Id: expect.any(String), Name: 'Jane Buyer', Company: 'Apple Inc.', Email: 'jane@apple.example' },
        ],
      });
    });

    it('keeps SOQL metacharacters inert: quotes, wildcards and backslashes match themselves', async () => {
      const user = await connected();
      const search = async (query: string) => {
        const response = await t.request(
          `/api/salesforce/search?type=Account&query=${encodeURIComponent(query)}`,
          {
            as: user,
          },
        );
        expect(response.status).toBe(200);
        return ((await response.json()) as { records: { Name: string }[] }).records.map((r) => r.Name);
      };
      expect(await search("O'Reilly")).toEqual(["O'Reilly Automotive"]);
      expect(await search("' OR Name LIKE '%")).toEqual([]);
      expect(await search('%')).toEqual(['100% Juice Co']);
      expect(await search('_')).toEqual(['Under_Score Labs']);
      expect(await search('\\')).toEqual([]);
      expect(await search("x' LIMIT 1) FROM User --")).toEqual([]);
      // Every query that reached Salesforce was the one fixed shape.
      expect(
        sf.queries.every((q) => q.startsWith('SELECT Id, Name, Industry FROM Account WHERE Name LIKE ')),
      ).toBe(true);
    });

    it('refuses an empty query or an unknown type with 400', async () => {
      const user = await connected();
      expect((await t.request('/api/salesforce/search?query=%20&type=Account', { as: user })).status).toBe(
        400,
      );
      expect((await t.request('/api/salesforce/search?query=a&type=Contact', { as: user })).status).toBe(400);
    });

    it('refreshes an expired access token once and retries the call', async () => {
      const user = await connected();
      sf.expireAccessTokens();
      const response = await t.request('/api/salesforce/search?query=acme&type=Account', { as: user });
      expect(response.status).toBe(200);
      expect(sf.tokenGrants).toEqual(['authorization_code', 'refresh_token']);
      // The refreshed token was kept: the next call needs no refresh.
      await t.request('/api/salesforce/search?query=acme&type=Account', { as: user });
      expect(sf.tokenGrants).toHaveLength(2);
    });

    it('a revoked connection answers 401 SALESFORCE_AUTH_REQUIRED and resets the connection', async () => {
      const user = await connected();
      sf.revokeAll();
      const response = await t.request('/api/salesforce/search?query=acme&type=Account', { as: user });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'Salesforce authentication required',
        code: 'SALESFORCE_AUTH_REQUIRED',
      });
      const status = await t.request('/api/salesforce/connection-status', { as: user });
      expect((await status.json()).connected).toBe(false);
      // Reconnecting works again.
      expect((await connectCrm(t, user, 'salesforce')).status).toBe(302);
      expect((await t.request('/api/salesforce/search?query=acme&type=Account', { as: user })).status).toBe(
        200,
      );
    });

    it('answers 502 with the spec text when Salesforce fails, without dropping the connection', async () => {
      const user = await connected();
      sf.fault({ path: '/query', status: 500 });
      const response = await t.request('/api/salesforce/search?query=acme&type=Account', { as: user });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'Failed to search Salesforce',
        code: 'SALESFORCE_SEARCH_FAILED',
      });
      expect(
        (await (await t.request('/api/salesforce/connection-status', { as: user })).json()).connected,
      ).toBe(true);
    });
  });

  describe('create-note', () => {
    it('writes the analysis with each quote, its section and a link back, and names the filing', async () => {
      const user = await connected();
      const analysisId = await insertAnalysis(t.db, user.id);
      const parentId = sf.accounts[0]!.Id;
      const response = await t.request('/api/salesforce/create-note', {
        as: user,
        json: { parentId, analysisId },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true });
      const [note] = sf.notes;
      expect(note!.ParentId).toBe(parentId);
      expect(note!.Title).toBe('10Kai Analysis: AAPL 10-K');
      expect(note!.Body).toContain(
        '> "The Company depends on component and product manufacturing performed by outsourcing partners',
      );
      expect(note!.Body).toContain('Section: Item 1A. Risk Factors');
      expect(note!.Body).toContain(
        'Source: http://localhost:3000/api/crm/passage/0000320193-24-000123?highlight=400-540',
      );
      expect(note!.Body).toContain('Accession: 0000320193-24-000123');
      expect(note!.Body).toContain('Period: 2024-09-28');
      expect(note!.Body).toContain(
        'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
      );
    });

    it("takes the spec's {parentId, title, content} too", async () => {
      const user = await connected();
      const parentId = sf.leads[0]!.Id;
      const response = await t.request('/api/salesforce/create-note', {
        as: user,
        json: { parentId, title: '10Kai Analysis: AAPL 10-Q', content: '# Notes' },
      });
      expect(response.status).toBe(200);
      expect(sf.notes[0]).toMatchObject({
        ParentId: parentId,
        Title: '10Kai Analysis: AAPL 10-Q',
        Body: '# Notes',
      });
    });

    it("refuses bad input with 400 and someone else's analysis with 404", async () => {
      const user = await connected();
      const other = await t.signUp();
      const theirs = await insertAnalysis(t.db, other.id);
      const parentId = sf.accounts[0]!.Id;
      const bad = [
        { parentId: "001' OR 1=1", title: 't', content: 'c' },
        { parentId },
        { parentId, analysisId: 'not-a-uuid' },
      ];
      for (const json of bad) {
        expect((await t.request('/api/salesforce/create-note', { as: user, json })).status).toBe(400);
      }
      const response = await t.request('/api/salesforce/create-note', {
        as: user,
        json: { parentId, analysisId: theirs },
      });
      expect(response.status).toBe(404);
      expect(sf.notes).toEqual([]);
    });

    it('refreshes then retries a note, and the note is written once', async () => {
      const user = await connected();
      const analysisId = await insertAnalysis(t.db, user.id);
      sf.expireAccessTokens();
      const response = await t.request('/api/salesforce/create-note', {
        as: user,
        json: { parentId: sf.accounts[1]!.Id, analysisId },
      });
      expect(response.status).toBe(200);
      expect(sf.notes).toHaveLength(1);
    });
  });

  describe('disconnecting', () => {
    it('revokes the token at Salesforce and deletes it here', async () => {
      const user = await connected();
      const response = await t.request('/api/salesforce/connection', { as: user, method: 'DELETE' });
      expect(response.status).toBe(200);
      expect(sf.requests.some((r) => r.path === '/services/oauth2/revoke')).toBe(true);
      const rows = await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id));
      expect(rows).toEqual([]);
      expect((await t.request('/api/salesforce/connection', { as: user, method: 'DELETE' })).status).toBe(
        404,
      );
    });
  });
});
