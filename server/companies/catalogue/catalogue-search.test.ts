import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '../../test/create-test-app.ts';
import { countCompanies, seedDatabase } from '../seed-database.ts';
import { enqueueSnapshotLoad } from './catalogue-jobs.ts';

type Found = { companies: Array<{ ticker: string; name: string; sector: string; exchange: string }> };

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

  it('fills sector and exchange for companies the seed does not know', async () => {
    const [company] = await search('APLE');
    expect(company).toMatchObject({ ticker: 'APLE', exchange: 'NYSE', sector: 'Real Estate' });
  });
});
