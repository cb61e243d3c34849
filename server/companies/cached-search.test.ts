import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { companies } from './schema.ts';
import { insertCompanies, insertCompany, json } from './testing/companies.ts';

async function until(condition: () => Promise<boolean>, what: string, ms = 1000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('company search cache', async () => {
  const t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '60' } });
  afterAll(() => t.deps.changeFeed.close());
  await insertCompanies(t);
  const user = await t.signUp();
  const names = async (q: string) =>
    (
      await json<{ companies: { name: string }[] }>(
        await t.request(`/api/companies/search?q=${encodeURIComponent(q)}`, { as: user }),
      )
    ).companies.map((company) => company.name);

  it('answers a repeated search from memory, and sees a catalogue change at once', async () => {
    const wait = Date.now();
    while (!t.deps.changeFeed.isLive() && Date.now() - wait < 5000)
      await new Promise((r) => setTimeout(r, 10));
    expect(await names('apple')).toContain('Apple Inc.');
    // Proof the next answer comes from the cache: a change the trigger does not announce is not seen.
    await t.db.execute(sql`alter table companies disable trigger companies_notify_catalogue_changed`);
    try {
      await t.db.update(companies).set({ name: 'Apple Renamed Inc.' }).where(eq(companies.ticker, 'AAPL'));
      expect(await names('apple')).toContain('Apple Inc.');
    } finally {
      await t.db.execute(sql`alter table companies enable trigger companies_notify_catalogue_changed`);
    }
    // Any announced change to the catalogue (an import, the daily refresh, an admin's edit) clears it.
    await insertCompany(t, {
      ticker: 'APOR',
      name: 'Apple Orchards Corp',
      industry: 'Food',
      sector: 'Consumer',
    });
    await until(async () => (await names('apple')).includes('Apple Orchards Corp'), 'the new company');
    expect(await names('apple')).toContain('Apple Renamed Inc.');
  });

  it('keeps the same answers for bad and short queries as without the cache', async () => {
    expect(await names('ap')).toEqual([]);
    const tooLong = await t.request(`/api/companies/search?q=${'a'.repeat(101)}`, { as: user });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).code).toBe('QUERY_TOO_LONG');
  });
});
