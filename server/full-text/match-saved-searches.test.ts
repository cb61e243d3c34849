import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts } from '#server/alerts/schema.ts';
import { companies } from '#server/companies/schema.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { indexPendingFilings } from './index-filings.ts';
import { saveSearch } from './saved-searches.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const CIK = '0000099001';

/** Each "document" is its own text: the fake parser makes it one content paragraph. */
const cpu = {
  parseFiling: async (html: string) => ({
    sections: [
      {
        title: 'Item 1. Business',
        kind: 'content',
        paragraphs: [{ start: 0, end: html.length, text: html }],
      },
    ],
  }),
};

describe('saved searches alert on newly indexed filings', async () => {
  const t = await createTestApp({ clock: () => NOW });
  await t.db.insert(companies).values({ ticker: 'ACME', name: 'ACME CORP', cik: CIK, sector: 'Industrials' });
  const deps = { db: t.db, cpu, filingDocuments: t.deps.filingDocuments };
  let sequence = 0;

  /** A filing stored by this instance (as viewing or the alert run stores them), not indexed yet. */
  async function store(form: string, filingDate: string, text: string, cik = CIK) {
    sequence += 1;
    const accession = `${cik}-26-${String(sequence).padStart(6, '0')}`;
    await t.db.execute(sql`INSERT INTO sec_filings (ticker, cik, filing_type, filing_date, accession_number)
      VALUES ('ACME', ${cik}, ${form}, ${filingDate}, ${accession})`);
    await t.db.execute(sql`INSERT INTO sec_filing_documents
        (accession_number, cik, primary_document, source_url, html, safe_html, sanitizer_version, byte_size, sha256)
      VALUES (${accession}, ${cik}, 'doc.htm', 'http://x/doc.htm', ${text}, ${text}, 1, 1, ${'0'.repeat(64)})`);
    return accession;
  }
  const alertsOf = (userId: string) => t.db.select().from(alerts).where(sql`${alerts.userId} = ${userId}`);

  const alice = await t.signUp();
  const bob = await t.signUp();
  // Stored and indexed before any search was saved: never alerts (no backlog).
  const before = await store('10-K', '2026-03-09', 'We are moving to a zero trust network architecture.');
  await indexPendingFilings(deps);
  await saveSearch(t.db, alice.id, { name: 'Zero trust', q: '"zero trust"' }, NOW);
  await saveSearch(t.db, alice.id, { name: 'Network', q: 'network' }, NOW);
  await saveSearch(
    t.db,
    bob.id,
    { name: 'ZT 8-K energy', q: '"zero trust"', forms: ['8-K'], sector: 'Energy' },
    NOW,
  );

  const fresh = await store('10-K', '2026-03-10', 'Our zero trust network rollout finished this quarter.');
  const old = await store('10-K', '2019-02-20', 'An old filing about a zero trust network, opened today.');
  const unrelated = await store('10-K', '2026-03-10', 'Bottlers and concentrate sales grew.');
  const unknownFiler = await store('10-K', '2026-03-10', 'Zero trust everywhere.', '0000099002');
  const result = await indexPendingFilings(deps);

  it('alerts the user once for a new filing that says the words, named after their oldest matching search', async () => {
    expect(result.filings).toBe(4);
    const mine = await alertsOf(alice.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      accessionNumber: fresh,
      ticker: 'ACME',
      companyName: 'ACME CORP',
      form: '10-K',
      filingDate: '2026-03-10',
      savedSearch: 'Zero trust',
      emailedAt: null,
    });
    expect(result.alerts).toBe(1);
  });

  it('leaves alone filings indexed before the search, filed long before it, not matching, or of unknown filers', async () => {
    const accessions = (await alertsOf(alice.id)).map((alert) => alert.accessionNumber);
    for (const accession of [before, old, unrelated, unknownFiler])
      expect(accessions).not.toContain(accession);
  });

  it("respects the search's forms and sector", async () => {
    expect(await alertsOf(bob.id)).toEqual([]);
  });

  it('never alerts the same filing twice: the next runs index nothing new', async () => {
    expect(await indexPendingFilings(deps)).toEqual({ filings: 0, passages: 0, alerts: 0 });
    expect(await alertsOf(alice.id)).toHaveLength(1);
  });

  it('stops alerting once the search is deleted', async () => {
    await t.db.execute(sql`DELETE FROM saved_filing_searches WHERE user_id = ${alice.id}`);
    await store('10-K', '2026-03-10', 'Zero trust, again.');
    expect((await indexPendingFilings(deps)).alerts).toBe(0);
  });
});
