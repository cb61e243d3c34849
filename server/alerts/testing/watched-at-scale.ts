import { companies, userSavedCompanies } from '#server/companies/schema.ts';
import type { Db } from '#server/db/client.ts';
import type { FakeEdgar } from '#server/test/fakes/fake-edgar.ts';

/** Made-up CIKs above any real one the shared data holds. */
const FIRST_CIK = 8_000_000;
const CHUNK = 1000;

/** `count` made-up companies saved by `userId` on `savedOn`: the watched set of an alerts run at scale. Their CIKs. */
export async function watchCompaniesAtScale(db: Db, userId: string, count: number, savedOn: Date) {
  const ciks = Array.from({ length: count }, (_, i) => FIRST_CIK + i);
  for (let start = 0; start < count; start += CHUNK) {
    const rows = await db
      .insert(companies)
      .values(
        ciks.slice(start, start + CHUNK).map((cik) => ({
          ticker: `W${cik}`,
          name: `Watched ${cik} Inc.`,
          cik: String(cik).padStart(10, '0'),
        })),
      )
      .returning({ id: companies.id });
    await db
      .insert(userSavedCompanies)
      .values(rows.map((row) => ({ userId, companyId: row.id, dateSaved: savedOn })));
  }
  return ciks;
}

/** Each of `ciks` files an 8-K on `date` on the fake EDGAR (listed in its submissions and that day's index). */
export function fileEightKs(fake: FakeEdgar, ciks: number[], date: string) {
  for (const cik of ciks) {
    const seq = date.replaceAll('-', '').slice(2);
    fake.addFiling({
      cik,
      ticker: `W${cik}`,
      form: '8-K',
      accessionNumber: `${String(cik).padStart(10, '0')}-26-${seq}`,
      filingDate: date,
      reportDate: date,
      primaryDocument: `w${seq}.htm`,
      html: '<p>8-K</p>',
      items: '8.01',
    });
  }
}
