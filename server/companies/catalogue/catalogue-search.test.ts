import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { companies } from '../schema.ts';
import { countCompanies, seedDatabase } from '../seed-database.ts';
import { enqueueSnapshotLoad, snapshotEntries } from './catalogue-jobs.ts';
import { importEntries } from './import-entries.ts';

type Found = {
  companies: Array<{ ticker: string; name: string; industry: string; sector: string; exchange: string }>;
};

/** The bundled SEC catalogue (~10,000 companies) on top of the seed, as a fresh `npm start` has it. */
describe('search over the full catalogue', async () => {
  const t = await createTestApp({ env: { IMPORT_PACING: 'none' } });
  let alice: TestUser;

  beforeAll(async () => {
    await seedDatabase(t.database);
    const first = await enqueueSnapshotLoad(t.deps.jobs);
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect(await t.deps.jobs.get(first.id)).toMatchObject({ state: 'succeeded', errors: 0 });
    alice = await t.signUp();
  }, 120_000);

  const search = async (q: string) => {
    const response = await t.request(`/api/companies/search?q=${encodeURIComponent(q)}`, { as: alice });
    expect(response.status).toBe(200);
    return ((await response.json()) as Found).companies;
  };

  it('holds every company of the SEC file once, seeded names kept', async () => {
    expect(await countCompanies(t.database)).toBeGreaterThan(10_000);
    const again = await enqueueSnapshotLoad(t.deps.jobs);
    expect(await t.deps.jobs.runDue()).toBe(0);
    expect((await t.deps.jobs.get(again.id))?.state).toBe('succeeded');
    const [apple] = await search('AAPL');
    expect(apple).toMatchObject({ ticker: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ' });
  });

  it.each([
    ['apple', 'AAPL'],
    ['msft', 'MSFT'],
    ['microsoft', 'MSFT'],
    ['nvda', 'NVDA'],
    ['walmart', 'WMT'],
    ['icros', 'MSFT'],
    ['ALL', 'ALL'],
    ['BRK-B', 'BRK-B'],
    // A whole name word ranks by size with an exact ticker: Ford Motor (F) before Forward Industries (FORD).
    ['Ford', 'F'],
    ['ford motor', 'F'],
    ['target', 'TGT'],
    ['CMG', 'CMG'],
    ['NET', 'NET'],
  ])('%s → %s first', async (q, ticker) => {
    expect((await search(q))[0]?.ticker).toBe(ticker);
  });

  it('fills industry, sector and exchange for companies the seed does not know', async () => {
    const [company] = await search('APLE');
    expect(company).toMatchObject({
      ticker: 'APLE',
      exchange: 'NYSE',
      industry: 'Real Estate Investment Trusts',
      sector: 'Real Estate',
    });
  });

  it('classifies nine in ten companies by SEC industry, leaving few with neither industry nor sector', async () => {
    const [row] = await queryRows<{ total: number; sic: number; neither: number }>(
      t.db,
      sql`select count(*)::int as total, count(sic)::int as sic,
            count(*) filter (where industry = 'Unknown' and sector = 'Unknown')::int as neither
          from companies`,
    );
    expect(row!.sic / row!.total).toBeGreaterThan(0.85);
    expect(row!.neither / row!.total).toBeLessThan(0.08);
  });

  it.each([
    ['pharmaceutical', ['LLY', 'JNJ', 'MRK', 'PFE']],
    ['semiconductor', ['NVDA', 'AVGO', 'AMD']],
    ['software', ['MSFT', 'ORCL', 'CRM']],
    ['bank', ['JPM', 'BAC', 'WFC']],
  ])('finds the industry "%s", the largest companies first', async (q, largest) => {
    const top = (await search(q)).slice(0, 8).map((company) => company.ticker);
    expect(top).toEqual(expect.arrayContaining(largest));
  });

  it('gives a database loaded before the SIC facts shipped the SIC industry, keeping curated ones', async () => {
    await t.db
      .update(companies)
      .set({ sic: null, industry: 'Unknown', sector: 'Financials' })
      .where(inArray(companies.ticker, ['APLE']));
    await t.db
      .update(companies)
      .set({ sic: null })
      .where(inArray(companies.ticker, ['MSFT']));
    await importEntries(t.db, snapshotEntries().entries);
    const rows = await t.db
      .select({
        ticker: companies.ticker,
        industry: companies.industry,
        sector: companies.sector,
        sic: companies.sic,
      })
      .from(companies)
      .where(inArray(companies.ticker, ['APLE', 'MSFT']))
      .orderBy(companies.ticker);
    expect(rows).toEqual([
      { ticker: 'APLE', industry: 'Real Estate Investment Trusts', sector: 'Real Estate', sic: 6798 },
      { ticker: 'MSFT', industry: 'Software', sector: 'Information Technology', sic: 7372 },
    ]);
  });
});
