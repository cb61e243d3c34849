import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '#server/accounts/schema.ts';
import { signUpPro } from '#server/billing/testing/plans.ts';
import { queryRows } from '#server/db/client.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createExtractiveEngine } from './engines/extractive/extractive-engine.ts';
import { analysisUsage } from './schema.ts';
import { fixtureFilingSource } from './testing/fixture-filing-source.ts';
import type { AnalysisEngine } from './types.ts';

let now = new Date('2025-01-15T12:00:00Z');
let failNext = false;
let engineCalls = 0;
const extractive = createExtractiveEngine();
const engine: AnalysisEngine = {
  name: 'extractive',
  id: 'extractive',
  async analyze(input) {
    engineCalls += 1;
    if (failNext) {
      failNext = false;
      throw new Error('model exploded');
    }
    return extractive.analyze(input);
  },
};
const filings = fixtureFilingSource();

describe('analysis routes', async () => {
  const t = await createTestApp({ clock: () => now, overrides: () => ({ analysis: { engine, filings } }) });
  const body = (extra: Record<string, unknown> = {}) => ({
    ticker: 'acme',
    filingType: '10-K',
    productDescription: 'endpoint security software for enterprises',
    ...extra,
  });
  const usage = async (as: Awaited<ReturnType<typeof t.signUp>>) =>
    (await (await t.request('/api/analysis/usage', { as })).json()) as Record<string, unknown>;

  beforeEach(() => {
    now = new Date('2025-01-15T12:00:00Z');
    engineCalls = 0;
  });

  it('needs a session', async () => {
    expect((await t.request('/api/analysis', { json: body() })).status).toBe(401);
    expect((await t.request('/api/analysis/usage')).status).toBe(401);
  });

  it('names the missing parameters', async () => {
    const alice = await t.signUp();
    const res = await t.request('/api/analysis', { as: alice, json: { productDescription: 'x' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid request parameters: ticker filingType',
      code: 'INVALID_PARAMETERS',
    });
    const onlyType = await t.request('/api/analysis', {
      as: alice,
      json: { ticker: 'AAPL', filingType: '8-K' },
    });
    expect((await onlyType.json()).error).toBe('Invalid request parameters: filingType');
  });

  it('reads the ticker by the shared rule and names every field that fails, in order', async () => {
    const alice = await t.signUp();
    const res = await t.request('/api/analysis', {
      as: alice,
      json: { ticker: 'TOO-LONG-TICKER', filingType: 10, accession: 'x', productDescription: 5 },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      'Invalid request parameters: ticker filingType accession productDescription',
    );
    // Not an object at all: the validator's own answer, as before.
    const notObject = await t.request('/api/analysis', { as: alice, json: ['AAPL'] });
    expect(await notObject.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const notJson = await t.request('/api/analysis', {
      as: alice,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ ticker: 'TOO-LONG-TICKER' }),
    });
    expect(notJson.status).toBe(415);
    expect((await usage(alice)).count).toBe(0);
  });

  it('asks for a description when neither the request nor the profile has one', async () => {
    const alice = await t.signUp();
    const res = await t.request('/api/analysis', { as: alice, json: body({ productDescription: '   ' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      'Please enter what product or service you sell or update your company description in My Details',
    );
    expect((await usage(alice)).count).toBe(0);
  });

  it('uses the profile description, charges one analysis, and serves the same question again from the cache for free', async () => {
    const alice = await t.signUp();
    await t.db
      .insert(profiles)
      .values({ userId: alice.id, companyDescription: 'cloud data warehouse and analytics platform' });
    const first = await t.request('/api/analysis', {
      as: alice,
      json: body({ productDescription: undefined }),
    });
    expect(first.status).toBe(200);
    const result = await first.json();
    expect(result.usageTracked).toBe(true);
    expect(result.productDescription).toBe('cloud data warehouse and analytics platform');
    expect(result.analysis.riskFactors.length).toBeGreaterThan(0);
    expect(result.documentUrl).toMatch(
      /^\/api\/sec-filings\/document\/0000000001-24-000001\?expires=\d+&sig=/,
    );
    expect(await usage(alice)).toMatchObject({
      count: 1,
      limit: 10,
      remaining: 9,
      isPro: false,
      limitReached: false,
    });

    const again = await (
      await t.request('/api/analysis', { as: alice, json: body({ productDescription: undefined }) })
    ).json();
    expect(again).toMatchObject({ usageTracked: false, cached: true, id: result.id });
    expect(again.analysis).toEqual(result.analysis);
    expect(engineCalls).toBe(1);
    expect((await usage(alice)).count).toBe(1);
  });

  it('refuses the 11th analysis of the month with 429 and no model call; a new UTC month starts again', async () => {
    const bob = await t.signUp();
    await t.db.insert(analysisUsage).values({ userId: bob.id, month: '2025-01', used: 10 });
    const res = await t.request('/api/analysis', {
      as: bob,
      json: body({ productDescription: 'payroll software' }),
    });
    expect(res.status).toBe(429);
    expect((await res.json()).error).toMatch(
      /reached your free tier limit.*Upgrade to Pro for unlimited analyses/,
    );
    expect(engineCalls).toBe(0);
    expect(await usage(bob)).toMatchObject({
      count: 10,
      remaining: 0,
      limitReached: true,
      resetDateFormatted: 'Feb 1, 2025',
    });

    now = new Date('2025-01-31T23:59:59Z');
    expect((await usage(bob)).count).toBe(10);
    now = new Date('2025-02-01T00:00:00Z');
    expect(await usage(bob)).toMatchObject({
      count: 0,
      limitReached: false,
      resetDateFormatted: 'Mar 1, 2025',
    });
    const next = await t.request('/api/analysis', {
      as: bob,
      json: body({ productDescription: 'payroll software' }),
    });
    expect(next.status).toBe(200);
  });

  it("refunds the reserved analysis when the work fails and answers 'Failed to analyze filing'", async () => {
    const carol = await t.signUp();
    failNext = true;
    const res = await t.request('/api/analysis', {
      as: carol,
      json: body({ productDescription: 'fleet telematics' }),
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to analyze filing', code: 'ANALYSIS_FAILED' });
    expect((await usage(carol)).count).toBe(0);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from analyses where engine = 'extractive' and ticker = 'ACME' and result::text like '%fleet%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('lets Pro users past the free limit and reports them as unlimited', async () => {
    const dana = await signUpPro(t);
    await t.db.insert(analysisUsage).values({ userId: dana.id, month: '2025-01', used: 25 });
    const res = await t.request('/api/analysis', {
      as: dana,
      json: body({ productDescription: 'sales enablement' }),
    });
    expect(res.status).toBe(200);
    expect(await usage(dana)).toMatchObject({ isPro: true, limitReached: false, count: 26, limit: null });
  });

  it('lists and reopens only the caller’s own analyses; anyone else gets 404', async () => {
    const erin = await t.signUp();
    const frank = await t.signUp();
    const created = await (
      await t.request('/api/analysis', {
        as: erin,
        json: body({ productDescription: 'identity and access management' }),
      })
    ).json();
    const history = await (await t.request('/api/analysis/history', { as: erin })).json();
    expect(history.analyses).toHaveLength(1);
    expect(history.analyses[0]).toMatchObject({ id: created.id, ticker: 'ACME', filingType: '10-K' });
    const own = await t.request(`/api/analysis/${created.id}`, { as: erin });
    expect(own.status).toBe(200);
    expect((await own.json()).analysis).toEqual(created.analysis);

    expect((await t.request(`/api/analysis/${created.id}`, { as: frank })).status).toBe(404);
    expect((await (await t.request('/api/analysis/history', { as: frank })).json()).analyses).toEqual([]);
    expect((await t.request('/api/analysis/not-a-uuid', { as: frank })).status).toBe(404);
  });

  it('reopens an analysis without charging the quota, and deletes it from the caller’s history only', async () => {
    const gina = await t.signUp();
    const hank = await t.signUp();
    const ask = (as: typeof gina) =>
      t.request('/api/analysis', {
        as,
        json: body({ productDescription: 'payroll software for retailers' }),
      });
    const created = await (await ask(gina)).json();
    expect(created.engine).toEqual({
      id: 'extractive',
      label: "Evidence engine — extracts and ranks the filing's own sentences",
    });
    expect(created.sellerNeeds).toEqual(['workforce and talent']);
    await ask(hank);
    const before = await usage(gina);
    const reopened = await (await t.request(`/api/analysis/${created.id}`, { as: gina })).json();
    expect(reopened).toMatchObject({ engine: 'extractive', engineLabel: created.engine.label });
    expect(await usage(gina)).toEqual(before);

    expect((await t.request(`/api/analysis/${created.id}`, { as: hank, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/analysis/${created.id}`, { as: hank })).status).toBe(404);
    // Gina's copy (the same shared answer) is still hers; deleting it twice is a 404.
    expect((await t.request(`/api/analysis/${created.id}`, { as: gina })).status).toBe(200);
    expect((await t.request(`/api/analysis/${created.id}`, { as: gina, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/analysis/${created.id}`, { as: gina, method: 'DELETE' })).status).toBe(404);
    expect((await (await t.request('/api/analysis/history', { as: gina })).json()).analyses).toEqual([]);
  });
});
