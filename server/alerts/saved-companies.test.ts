import { describe, expect, it } from 'vitest';
import { buildCompany } from '#server/companies/company-factory.ts';
import { companies, companyLists, userSavedCompanies } from '#server/companies/schema.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import {
  countWatchedCompanies,
  listFormChoices,
  saversOfCompany,
  watchedCompanies,
  watchedCompaniesOf,
} from './saved-companies.ts';
import { alertListForms } from './schema.ts';

const lastRun = new Date('2026-05-01T12:00:00Z');
const before = new Date('2026-04-01T00:00:00Z');
const after = new Date('2026-05-01T12:30:00Z');

describe('the watched companies a run planned from the daily index reads', async () => {
  const t = await createTestApp();
  const [alice, bob] = [await t.signUp(), await t.signUp()];
  const [named, quiet, newlySaved, noCik] = await t.db
    .insert(companies)
    .values([
      buildCompany({ ticker: 'WCNAMED', cik: '0007000001' }),
      buildCompany({ ticker: 'WCQUIET', cik: '0007000002' }),
      buildCompany({ ticker: 'WCNEW', cik: '0007000003' }),
      buildCompany({ ticker: 'WCNOCIK', cik: null }),
    ])
    .returning();
  const [annual] = await t.db.insert(companyLists).values({ userId: alice.id, name: 'Annual' }).returning();
  await t.db.insert(alertListForms).values({ listId: annual!.id, userId: alice.id, forms: ['10-K'] });
  await t.db.insert(userSavedCompanies).values([
    { userId: alice.id, companyId: named!.id, listId: annual!.id, dateSaved: before },
    { userId: bob.id, companyId: named!.id, dateSaved: after },
    { userId: alice.id, companyId: quiet!.id, dateSaved: before },
    { userId: bob.id, companyId: newlySaved!.id, dateSaved: after },
    { userId: bob.id, companyId: noCik!.id, dateSaved: after },
  ]);

  it('reads the companies named or saved since the last run, flagged when saved since, and no saving', async () => {
    const read = await watchedCompaniesOf(t.db, [7000001, 123], lastRun);
    expect(read.map(({ ticker, newlySaved }) => [ticker, newlySaved]).sort()).toEqual([
      ['WCNAMED', true],
      ['WCNEW', true],
    ]);
    expect(
      (await watchedCompaniesOf(t.db, [7000002], new Date('2026-06-01T00:00:00Z'))).map(
        ({ ticker, newlySaved }) => [ticker, newlySaved],
      ),
    ).toEqual([['WCQUIET', false]]);
    // Polling reads every watched company (a CIK and a saver), with the same flag.
    const all = await watchedCompanies(t.db, lastRun);
    expect(all.map(({ ticker, newlySaved }) => [ticker, newlySaved]).sort()).toEqual([
      ['WCNAMED', true],
      ['WCNEW', true],
      ['WCQUIET', false],
    ]);
    expect((await watchedCompanies(t.db)).every((company) => !company.newlySaved)).toBe(true);
  });

  it("reads a company's savers with it: one per user, the first saving, the forms of their lists", async () => {
    const savers = await saversOfCompany(t.db, named!.id, await listFormChoices(t.db));
    expect(savers.map((saver) => [saver.userId, [...saver.forms].sort(), saver.since]).sort()).toEqual(
      [
        [alice.id, ['10-K'], before],
        [bob.id, ['10-K', '10-Q', '8-K'], after],
      ].sort(),
    );
  });

  it('counts the watched companies (a CIK and a saver) without reading them', async () => {
    expect(await countWatchedCompanies(t.db)).toBe((await watchedCompanies(t.db)).length);
    expect(await countWatchedCompanies(t.db)).toBe(3);
  });
});
