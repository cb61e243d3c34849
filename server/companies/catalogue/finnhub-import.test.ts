import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAudit } from '#server/admin/schema.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { FAKE_FINNHUB_KEY, startFakeFinnhub } from '#server/test/fakes/fake-finnhub.ts';
import { companies } from '../schema.ts';
import { insertCompanies } from '../testing/companies.ts';

type Job = {
  id: string;
  state: string;
  total: number;
  imported: number;
  skipped: number;
  errors: number;
  error: string | null;
  log: Array<{ level: string; message: string; ticker: string | null }>;
};

describe('API import from Finnhub (fake provider)', async () => {
  const finnhub = await startFakeFinnhub({ perExchange: 8 });
  afterAll(() => finnhub.close());
  const t = await createTestApp({
    env: {
      ADMIN_EMAILS: 'admin@example.com',
      FINNHUB_API_KEY: FAKE_FINNHUB_KEY,
      FINNHUB_BASE_URL: finnhub.url,
      IMPORT_PACING: 'none',
    },
  });
  let admin: TestUser;
  beforeAll(async () => {
    await insertCompanies(t);
    admin = await t.signUp({ email: 'admin@example.com' });
  });
  beforeEach(() => finnhub.reset());

  const run = async (kind: string) => {
    const response = await t.request('/api/admin/imports', { as: admin, json: { kind } });
    expect(response.status).toBe(202);
    const { job } = (await response.json()) as { job: Job };
    await t.deps.jobs.runDue();
    return (await (await t.request(`/api/admin/jobs/${job.id}`, { as: admin })).json()) as Job;
  };

  it('imports common stocks with a description, maps sectors, skips existing tickers, keeps empty profiles as Unknown', async () => {
    const job = await run('finnhub');
    expect(job.state).toBe('succeeded');
    const expected = finnhub.commonStocks();
    expect(job.total).toBe(expected.length);
    expect(job.imported + job.skipped).toBe(expected.length);
    expect(job.skipped).toBeGreaterThan(0); // AAPL, MSFT… are seeded
    expect(job.errors).toBe(0);
    expect(finnhub.requests.filter((url) => url.startsWith('/stock/symbol'))).toHaveLength(3);
    const rows = await t.db
      .select()
      .from(companies)
      .where(inArray(companies.ticker, ['QQQX', 'NODESC', 'NOPROF']));
    expect(rows.map((row) => row.ticker)).toEqual(['NOPROF']);
    expect(rows[0]).toMatchObject({ name: 'NO PROFILE CORP', industry: 'Unknown', sector: 'Unknown' });
    expect(job.log.some((line) => line.ticker === 'NOPROF' && line.level === 'warn')).toBe(true);
    expect(await t.db.select().from(companies).where(eq(companies.ticker, 'BRK.B'))).toEqual([]);
    expect(await t.db.select().from(companies).where(eq(companies.ticker, 'BRK-B'))).toHaveLength(1);
    const [seeded] = await t.db.select().from(companies).where(eq(companies.ticker, 'AAPL'));
    expect(seeded?.name).toBe('Apple Inc.');
    const imported = await t.db.select().from(companies).where(eq(companies.industry, 'Technology'));
    expect(imported.every((row) => row.sector === 'Information Technology')).toBe(true);
    const again = await run('finnhub');
    expect(again).toMatchObject({ state: 'succeeded', imported: 0, skipped: expected.length });
  });

  it('removes control characters from a name; the audit trail keeps the original, escaped', async () => {
    await t.db.delete(companies).where(eq(companies.ticker, 'CTRLX'));
    const job = await run('finnhub');
    expect(job.state).toBe('succeeded');
    const [row] = await t.db.select().from(companies).where(eq(companies.ticker, 'CTRLX'));
    expect(row?.name).toBe('ControlCharacters Corp');
    const entries = await t.db.select().from(adminAudit).where(eq(adminAudit.jobId, job.id));
    const entry = entries.find((row) => row.action === 'import:names-cleaned');
    expect(entry).toMatchObject({ userId: 'system', userEmail: 'system' });
    expect(entry?.detail).toEqual({
      cleanedNames: [{ ticker: 'CTRLX', original: JSON.stringify('Control\u0000Characters\tCorp') }],
      cleanedNamesTotal: 1,
    });
  });

  it('fails with "invalid or expired key" on 401', async () => {
    finnhub.fault({ path: '/stock/symbol', kind: 'status', status: 401, times: 1 });
    const job = await run('finnhub');
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/invalid or expired key/);
  });

  it('backs off on 429 and says "rate limit exceeded" when it persists; the job is retried later', async () => {
    finnhub.fault({ path: '/stock/symbol', kind: 'status', status: 429, times: 2 });
    const recovered = await run('finnhub');
    expect(recovered.state).toBe('succeeded');
    finnhub.fault({ path: '/stock/symbol', kind: 'status', status: 429, times: 3 });
    const limited = await run('finnhub');
    expect(limited.state).toBe('queued');
    expect(limited.error).toMatch(/rate limit exceeded/);
    expect(limited.log.at(-1)?.message).toMatch(/rate limit exceeded.*Retrying/);
    await t.deps.jobs.cancel(limited.id);
  });

  it('fails readably on malformed JSON and loses nothing already imported', async () => {
    const before = (await t.db.select().from(companies)).length;
    finnhub.fault({ path: '/stock/symbol', kind: 'malformed', times: 1 });
    const job = await run('finnhub');
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/malformed JSON/);
    expect((await t.db.select().from(companies)).length).toBe(before);
  });

  it('counts a malformed profile as an error and carries on', async () => {
    await t.db.delete(companies).where(eq(companies.ticker, 'NOPROF'));
    finnhub.fault({ path: '/stock/profile2', kind: 'malformed', times: 1 });
    const job = await run('finnhub');
    expect(job).toMatchObject({ state: 'succeeded', errors: 1 });
  });

  it('waits for a slow provider', async () => {
    finnhub.fault({ path: '/stock/symbol', kind: 'slow', ms: 300, times: 3 });
    const job = await run('finnhub');
    expect(job.state).toBe('succeeded');
  });

  it('updates the oldest companies from the provider when its key is set', async () => {
    const job = await run('update');
    expect(job).toMatchObject({ state: 'succeeded', total: 50 });
    expect(finnhub.requests.filter((url) => url.startsWith('/stock/profile2'))).toHaveLength(50);
  });
});
