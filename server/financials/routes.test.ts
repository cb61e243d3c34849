import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { edgarJsonCache } from '#server/edgar/schema.ts';
import type { TestUser } from '#server/test/create-test-app.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import type { FinancialsResponse } from '../../contract/company-depth.ts';

describe('GET /api/companies/:ticker/financials', async () => {
  let nowMs = Date.now();
  const t = await createEdgarTestApp({ clock: () => new Date(nowMs) });
  const fake = t.edgar;
  const alice: TestUser = await t.signUp();
  beforeEach(() => {
    fake.reset();
    nowMs += 7 * 24 * 60 * 60 * 1000;
  });
  const get = async (ticker: string, headers?: Record<string, string>) => {
    const response = await t.request(`/api/companies/${ticker}/financials`, { as: alice, headers });
    return {
      response,
      body: response.status === 304 ? null : ((await response.json()) as FinancialsResponse),
    };
  };

  it('needs a session', async () => {
    expect((await t.request('/api/companies/AAPL/financials')).status).toBe(401);
  });

  it('answers five fiscal years and eight quarters, each figure linked to its filing, with an ETag', async () => {
    const { response, body } = await get('nke');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ ticker: 'NKE', has_data: true, fiscal_year_end: '05-31', stale: false });
    expect(body!.annual).toHaveLength(5);
    expect(body!.quarterly).toHaveLength(8);
    const fy2025 = body!.annual.find((year) => year.label === 'FY2025')!;
    expect(fy2025.values.revenue!.value).toBe(46_309_000_000);
    expect(fy2025.values.revenue!.source.url).toMatch(
      new RegExp(`^${fake.url}/Archives/edgar/data/320187/\\d{18}/[\\d-]+-index\\.htm$`),
    );
    expect(body!.latest.revenue).not.toBeNull();
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(100_000);
    const again = await get('NKE', { 'if-none-match': response.headers.get('etag')! });
    expect(again.response.status).toBe(304);
  });

  it('explains an empty tab for a company without XBRL facts', async () => {
    const { response, body } = await get('KO');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ has_data: false, annual: [], quarterly: [] });
  });

  it('answers 404 for an unknown ticker', async () => {
    expect((await get('ZZZZZZ')).response.status).toBe(404);
  });

  it('refuses malformed or truncated company facts clearly and caches nothing', async () => {
    for (const body of ['{"cik":320193,"facts":', '{"cik":320193}']) {
      fake.fault({ path: '/api/xbrl/companyfacts/CIK0000320193.json', kind: 'body', body });
      const { response, body: answer } = await get('AAPL');
      expect(response.status).toBe(502);
      expect(answer).toMatchObject({
        code: 'EDGAR_BAD_RESPONSE',
        error: 'SEC EDGAR sent an answer this service cannot read.',
      });
      const rows = await t.db
        .select()
        .from(edgarJsonCache)
        .where(eq(edgarJsonCache.key, 'companyfacts:0000320193'));
      expect(rows).toEqual([]);
    }
  });

  it('serves the cached figures with their age when EDGAR is down', async () => {
    await get('WMT');
    nowMs += 13 * 60 * 60 * 1000;
    fake.fault({ kind: 'status', status: 503 });
    const { response, body } = await get('WMT');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ stale: true, has_data: true });
    expect(body!.age_seconds).toBeGreaterThanOrEqual(13 * 60 * 60);
  });
});
