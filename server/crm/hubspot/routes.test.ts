import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmConnections } from '../schema.ts';
import { connectCrm } from '../testing/connect.ts';
import { createCrmTestApp } from '../testing/crm-test-app.ts';

describe('HubSpot connection and search routes', async () => {
  let now = new Date('2026-03-02T10:00:00Z');
  const { t, hs, proUser, connectedUser } = await createCrmTestApp({ clock: () => now });
  beforeEach(() => {
    now = new Date();
  });
  const connected = () => connectedUser('hubspot');

  it('answers 401 without a session and 403 PRO_REQUIRED to a free user', async () => {
    expect((await t.request('/api/hubspot/connection-status')).status).toBe(401);
    const free = await t.signUp();
    for (const path of [
      '/api/hubspot/connection-status',
      '/api/hubspot/auth/start',
      '/api/hubspot/companies/search?query=ap',
    ]) {
      const response = await t.request(path, { as: free });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'PRO_REQUIRED' });
    }
  });

  it('connects and returns to the current path, with the portal named and the tokens sealed', async () => {
    const user = await proUser();
    const start = await t.request('/api/hubspot/auth/start?returnTo=/dashboard', { as: user });
    const authUrl = new URL(((await start.json()) as { authUrl: string }).authUrl);
    expect(authUrl.pathname).toBe('/oauth/authorize');
    expect(authUrl.searchParams.get('scope')).toContain('crm.objects.companies.read');
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/hubspot/callback');

    const response = await connectCrm(t, user, 'hubspot', { returnTo: '/dashboard?page=search' });
    expect(response.headers.get('location')).toBe('/dashboard?page=search');
    const status = await t.request('/api/hubspot/connection-status', { as: user });
    expect(await status.json()).toEqual({ connected: true, portal: hs.hubDomain, configured: true });
    const [row] = await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id));
    expect(row!.accessToken).not.toMatch(/^CL/);
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessExpiresAt!.getTime() - now.getTime()).toBe(1800 * 1000);
  });

  it('sends every failure to /hubspot-error with a code and message', async () => {
    const user = await proUser();
    const mismatch = await connectCrm(t, user, 'hubspot', { tamperState: () => 'nope' });
    const location = new URL(mismatch.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/hubspot-error');
    expect(location.searchParams.get('code')).toBe('STATE_MISMATCH');
    expect(hs.tokenGrants).toEqual([]);

    hs.consent = 'deny';
    const denied = new URL((await connectCrm(t, user, 'hubspot')).headers.get('location')!, 'http://x');
    expect(denied.pathname).toBe('/hubspot-error');
    expect(denied.searchParams.get('code')).toBe('access_denied');
    expect(denied.searchParams.get('message')).toBe('The user denied access');

    hs.consent = 'approve';
    hs.fault({ path: '/oauth/v1/token', status: 500 });
    const broken = new URL((await connectCrm(t, user, 'hubspot')).headers.get('location')!, 'http://x');
    expect(broken.pathname).toBe('/hubspot-error');
    expect(broken.searchParams.get('message')).toBe('Failed to connect to HubSpot');
    expect((await (await t.request('/api/hubspot/connection-status', { as: user })).json()).connected).toBe(
      false,
    );
  });

  it('searches companies from 2 characters, with the spec message below that', async () => {
    const user = await connected();
    const short = await t.request('/api/hubspot/companies/search?query=a', { as: user });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: 'Please enter at least 2 characters to search',
      code: 'QUERY_TOO_SHORT',
    });
    const response = await t.request('/api/hubspot/companies/search?query=appl', { as: user });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { id: string; properties: { name: string } }[];
    };
    expect(results.map((company) => company.properties.name)).toEqual(['Apple Inc.', 'Applied Materials']);
    expect(results[0]).toEqual({
      id: expect.any(String),
      properties: { name: 'Apple Inc.', domain: 'apple.com', industry: 'COMPUTER_HARDWARE' },
    });
  });

  it('refreshes an access token that is about to expire before calling', async () => {
    const user = await connected();
    now = new Date(now.getTime() + 29.5 * 60 * 1000);
    expect((await t.request('/api/hubspot/companies/search?query=acme', { as: user })).status).toBe(200);
    expect(hs.tokenGrants).toEqual(['authorization_code', 'refresh_token']);
  });

  it('refreshes once and retries on a 401', async () => {
    const user = await connected();
    hs.expireAccessTokens();
    expect((await t.request('/api/hubspot/companies/search?query=acme', { as: user })).status).toBe(200);
    expect(hs.tokenGrants).toEqual(['authorization_code', 'refresh_token']);
  });

  it('a revoked connection asks to reconnect and is removed', async () => {
    const user = await connected();
    hs.revokeAll();
    const response = await t.request('/api/hubspot/companies/search?query=acme', { as: user });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code).toBe('HUBSPOT_AUTH_REQUIRED');
    expect(body.error).toMatch(/invalid|revoked|reconnect/);
    expect((await (await t.request('/api/hubspot/connection-status', { as: user })).json()).connected).toBe(
      false,
    );
  });

  it('a HubSpot 500 is a 502 with the spec text; a 429 passes on Retry-After', async () => {
    const user = await connected();
    hs.fault({ path: '/companies/search', status: 500 });
    const failed = await t.request('/api/hubspot/companies/search?query=acme', { as: user });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: 'Failed to search for companies',
      code: 'HUBSPOT_SEARCH_FAILED',
    });
    hs.fault({ path: '/companies/search', status: 429, retryAfter: 7 });
    const busy = await t.request('/api/hubspot/companies/search?query=acme', { as: user });
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('7');
  });

  it('disconnects: revokes the refresh token at HubSpot and deletes it here', async () => {
    const user = await connected();
    expect((await t.request('/api/hubspot/connection', { as: user, method: 'DELETE' })).status).toBe(200);
    expect(
      hs.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/oauth/v1/refresh-tokens/')),
    ).toBe(true);
    expect(await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id))).toEqual([]);
  });
});
