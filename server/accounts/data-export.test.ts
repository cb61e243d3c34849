import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarTokens } from '#server/alerts/schema.ts';
import { subscriptions } from '#server/billing/schema.ts';
import { createBillingTestApp } from '#server/billing/testing/billing-app.ts';
import { userSavedCompanies } from '#server/companies/schema.ts';
import { insertCompany, saveCompany } from '#server/companies/testing/companies.ts';
import { createCrmClients } from '#server/crm/crm-deps.ts';
import { crmConnections } from '#server/crm/schema.ts';
import type { TestUser } from '#server/test/create-test-app.ts';
import { startFakeHubspot } from '#server/test/fakes/fake-hubspot.ts';
import { startFakeSalesforce } from '#server/test/fakes/fake-salesforce.ts';
import type { DataExport } from '../../contract/account-data.ts';
import { createApiToken } from './api-tokens.ts';
import { account, apiTokens, session, verification } from './schema.ts';
import { fillUserData } from './testing/user-data.ts';

/**
 * Issue #26: "Export my data" gives the caller everything we hold about them and nothing else: no secret that
 * protects their account (hashes, tokens, keys) and no row of another user.
 */
describe('exporting my data', async () => {
  const sf = await startFakeSalesforce();
  const hs = await startFakeHubspot();
  afterAll(async () => {
    await sf.close();
    await hs.close();
  });
  const { t, fake } = await createBillingTestApp({
    env: {
      TRUST_PROXY: 'true',
      SALESFORCE_CLIENT_ID: sf.clientId,
      SALESFORCE_CLIENT_SECRET: sf.clientSecret,
      SALESFORCE_LOGIN_URL: sf.url,
      HUBSPOT_CLIENT_ID: hs.clientId,
      HUBSPOT_CLIENT_SECRET: hs.clientSecret,
      HUBSPOT_API_URL: hs.url,
    },
  });
  const alice = await t.signUp();
  const bob = await t.signUp();
  await fillUserData(t, alice, { stripe: fake });
  await fillUserData(t, bob, { stripe: fake });

  /** Every secret the database holds for a user, and the ones only the user or a provider has. */
  async function secretsOf(user: TestUser): Promise<string[]> {
    const crm = createCrmClients(t.deps);
    const [salesforce, hubspot] = await Promise.all([
      crm.store.get(user.id, 'salesforce'),
      crm.store.get(user.id, 'hubspot'),
    ]);
    const rows = await Promise.all([
      t.db.select({ v: account.password }).from(account).where(eq(account.userId, user.id)),
      t.db.select({ v: apiTokens.tokenHash }).from(apiTokens).where(eq(apiTokens.userId, user.id)),
      t.db.select({ v: apiTokens.prefix }).from(apiTokens).where(eq(apiTokens.userId, user.id)),
      t.db.select({ v: session.token }).from(session).where(eq(session.userId, user.id)),
      t.db.select({ v: verification.identifier }).from(verification).where(eq(verification.value, user.id)),
      t.db
        .select({ v: calendarTokens.tokenHash })
        .from(calendarTokens)
        .where(eq(calendarTokens.userId, user.id)),
      t.db
        .select({ v: crmConnections.accessToken })
        .from(crmConnections)
        .where(eq(crmConnections.userId, user.id)),
      t.db
        .select({ v: crmConnections.refreshToken })
        .from(crmConnections)
        .where(eq(crmConnections.userId, user.id)),
      t.db
        .select({ v: subscriptions.stripeCustomerId })
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id)),
    ]);
    const secrets = [
      user.token,
      user.cookie.split('=')[1] ?? '',
      salesforce?.accessToken,
      salesforce?.refreshToken,
      hubspot?.accessToken,
      hubspot?.refreshToken,
      ...rows.flat().map((row) => row.v),
    ];
    return secrets.filter((secret): secret is string => Boolean(secret));
  }

  it('answers a JSON download of everything of mine, with the inputs of my analyses', async () => {
    const response = await t.request('/api/me/export', { as: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="10kai-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as DataExport;

    expect(data).toMatchObject({
      format: '10kai-data-export',
      version: 1,
      account: {
        id: alice.id,
        email: alice.email,
        emailVerified: expect.any(Boolean),
        twoFactorEnabled: false,
        signInMethods: ['credential'],
      },
      profile: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyDescription: `security software ${alice.id}`,
      },
      notifications: { secFilingAlerts: false, productUpdates: true },
      // Read from the description: no needs picked by hand.
      sellerConcepts: null,
      alerts: { calendarFeed: true, lists: [{ list: `Prospects of ${alice.email}`, forms: ['10-K'] }] },
      apiTokens: [{ name: 'tests', scope: 'read-write', lastUsedAt: null }],
      subscription: { plan: 'pro', status: 'trialing', cancelAtPeriodEnd: false },
      analysisUsage: [{ month: '2026-11', used: 3 }],
      savedFilingSearches: [
        { name: 'Zero trust', q: '"zero trust"', forms: ['10-K', '10-Q', '8-K'], sector: null },
      ],
      teamNotes: [{ team: 'Sales', body: 'Their CISO came from a customer of ours.' }],
    });
    expect(data.lists).toHaveLength(1);
    expect(data.lists[0]?.companies).toHaveLength(1);
    expect(data.unlistedCompanies).toHaveLength(1);
    expect(data.recentlyViewed).toHaveLength(1);
    expect(data.analyses).toEqual([
      expect.objectContaining({
        ticker: 'AAPL',
        filingType: '10-K',
        productDescription: 'security software',
        result: expect.objectContaining({ keyInitiatives: expect.any(Array) }),
      }),
    ]);
    expect(data.alerts.received).toEqual([expect.objectContaining({ form: '8-K', read: false })]);
    expect(data.crmConnections.map((connection) => connection.provider).sort()).toEqual([
      'hubspot',
      'salesforce',
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  it('never contains a password hash, token, key or provider id, and nothing of another user', async () => {
    const text = await (await t.request('/api/me/export', { as: alice })).text();
    const secrets = await secretsOf(alice);
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|sealed|"token"|tokenHash|token_hash|prefix|stripe/i);
    for (const theirs of [bob.id, bob.email, ...(await secretsOf(bob))]) expect(text).not.toContain(theirs);
  });

  it('also answers a read-only API token (a script), but never a signed-out caller', async () => {
    const { token } = await createApiToken(
      t.db,
      alice.id,
      { name: 'backup script', scope: 'read' },
      new Date(),
    );
    const response = await t.request('/api/me/export', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text) as DataExport;
    expect(data.account.id).toBe(alice.id);
    expect(data.apiTokens.map((apiToken) => apiToken.name)).toContain('backup script');
    expect(text).not.toContain(token);
    expect((await t.request('/api/me/export')).status).toBe(401);
    expect((await t.request('/api/me/export/lists.csv')).status).toBe(401);
  });

  it('gives my lists as CSV: escaped, formulas defused, only mine', async () => {
    const listResponse = await t.request('/api/lists', {
      as: alice,
      json: { name: '=HYPERLINK("http://evil.example","Click")', description: 'West, "big" ones' },
    });
    const { list } = (await listResponse.json()) as { list: { id: string } };
    const company = await insertCompany(t, { name: '@SUM(1+1)' });
    await saveCompany(t, alice, company.id, list.id);
    await t.db
      .update(userSavedCompanies)
      .set({ notes: '+call them\nthen -mail' })
      .where(eq(userSavedCompanies.companyId, company.id));
    await t.request('/api/lists', { as: alice, json: { name: 'Empty one' } });

    const response = await t.request('/api/me/export/lists.csv', { as: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="10kai-lists-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8's byte-order mark first, so Excel reads accented names right (a decoder drops it again).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith('List,List description,Ticker,Company,Notes,Saved at\r\n')).toBe(true);
    expect(csv).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Click"")","West, ""big"" ones",${company.ticker},'@SUM(1+1),"'+call them\nthen -mail",`,
    );
    expect(csv).toContain('\r\nEmpty one,,,,,\r\n');
    expect(csv).toContain(`Prospects of ${alice.email}`);
    // The unlisted company: no list, its row last.
    expect(csv.trimEnd().split('\r\n').at(-1)).toMatch(/^,,TST\d+,Test Company \d+ Inc\.,,\d{4}-/);
    expect(csv).not.toContain(bob.email);
  });
});
