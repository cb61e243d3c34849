import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  postJson,
  signUpThrough,
  startTwoAppProcesses,
  type TwoAppProcesses,
} from '#server/test/app-processes.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { maxInWindow } from '#server/test/max-in-window.ts';

const template = inject('postgresTemplate');
type FilingJson = { accession_number: string; filing_type: string; view_url: string };

/**
 * Two app processes on one PostgreSQL: EDGAR sees one polite client (the rate limit lives in the database), and a
 * filing document downloaded by one instance is served by the other from the shared cache.
 */
describe.skipIf(!template)('filings across two server processes (PostgreSQL)', () => {
  let apps: TwoAppProcesses;
  let fake: Awaited<ReturnType<typeof startFakeEdgar>>;
  let cookie = '';
  beforeAll(async () => {
    fake = await startFakeEdgar({ asOf: '2025-09-01' });
    apps = await startTwoAppProcesses(template, { SEC_WWW_URL: fake.url, SEC_DATA_URL: fake.url });
    cookie = await signUpThrough(apps.a.url, `filings-${Date.now()}@example.com`);
  }, 60_000);
  afterAll(async () => {
    await apps?.stop();
    await fake?.close();
  });

  const fetchLatest = (base: string, ticker: string) =>
    postJson(base, '/api/sec-filings/fetch-latest', { ticker }, { cookie });

  it('serves a document fetched through one instance from the other without asking EDGAR again', {
    timeout: 60_000,
  }, async () => {
    const latest = await fetchLatest(apps.a.url, 'AAPL');
    expect(latest.status).toBe(200);
    const tenK = ((await latest.json()) as FilingJson[]).find((filing) => filing.filing_type === '10-K')!;
    fake.resetCounters();
    const first = await fetch(`${apps.a.url}${tenK.view_url}`, { headers: { cookie } });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(fake.requestsFor('/Archives')).toBe(1);

    const second = await fetch(`${apps.b.url}${tenK.view_url}`, { headers: { cookie } });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(html);
    expect(fake.requestsFor('/Archives')).toBe(1);
  });

  it('keeps EDGAR at 8 requests in any second across both instances', { timeout: 90_000 }, async () => {
    fake.resetCounters();
    const tickers = ['KO', 'NKE', 'WMT', 'ORCL', 'TSLA', 'NVDA', 'NFLX', 'GOOGL'];
    // Each ticker through both instances at once: two cold caches, so both ask EDGAR.
    const statuses = await Promise.all(
      tickers.flatMap((ticker) => [apps.a, apps.b].map((app) => fetchLatest(app.url, ticker))),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(fake.arrivals.length).toBeGreaterThanOrEqual(tickers.length * 2);
    expect(maxInWindow(fake.arrivals, 1000)).toBeLessThanOrEqual(8);
  });
});
