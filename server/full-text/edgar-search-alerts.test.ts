import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '#server/accounts/schema.ts';
import { alerts } from '#server/alerts/schema.ts';
import { companies } from '#server/companies/schema.ts';
import type { EftsClient } from '#server/edgar/full-text-search.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import { alertFromEdgarSearch } from './edgar-search-alerts.ts';
import { indexPendingFilings } from './index-filings.ts';
import { saveSearch } from './saved-searches.ts';
import { savedFilingSearches } from './schema.ts';

const SEARCH_PATH = '/LATEST/search-index';
let now = new Date('2026-03-10T15:00:00Z');
const later = (iso: string) => {
  now = new Date(iso);
};

/** The fake parser of the local index: each document is one content paragraph. */
const cpu = {
  parseFiling: async (html: string) => ({
    sections: [
      { title: 'Item 1', kind: 'content', paragraphs: [{ start: 0, end: html.length, text: html }] },
    ],
  }),
};

describe('saved searches alert from EDGAR full-text search', async () => {
  const t = await createEdgarTestApp({ clock: () => now });
  const { edgar } = t;
  await t.db.insert(companies).values([
    { ticker: 'ZTCO', name: 'Zero Trust Co.', cik: '0000099101', sector: 'Information Technology' },
    { ticker: 'BANKO', name: 'Banko Inc.', cik: '0000099102', sector: 'Financials' },
  ]);
  let sequence = 0;
  /** A filing EDGAR's full-text search now returns (and nothing here stored). */
  function publish(cik: number, ticker: string, form: string, filingDate: string, text: string) {
    sequence += 1;
    const accessionNumber = `${String(cik).padStart(10, '0')}-26-${String(sequence).padStart(6, '0')}`;
    edgar.addFiling({
      cik,
      ticker,
      form,
      accessionNumber,
      filingDate,
      reportDate: filingDate,
      primaryDocument: 'doc.htm',
      html: `<html><body><p>${text}</p></body></html>`,
    });
    return accessionNumber;
  }
  const alertsOf = (userId: string) => t.db.select().from(alerts).where(eq(alerts.userId, userId));
  const run = (efts: EftsClient = t.deps.efts) => alertFromEdgarSearch({ db: t.db, efts, clock: () => now });

  const alice = await t.signUp();
  const bob = await t.signUp();
  const carol = await t.signUp();
  await saveSearch(t.db, alice.id, { name: 'Zero trust', q: '"zero trust"' }, now);
  await saveSearch(t.db, bob.id, { name: 'ZT', q: '"zero trust"', forms: ['8-K'] }, now);
  await saveSearch(t.db, carol.id, { name: 'ZT banks', q: '"zero trust"', sector: 'Financials' }, now);
  // Filed before the searches were saved (beyond the day of slack): no backlog.
  const backlog = publish(99101, 'ZTCO', '10-K', '2026-03-01', 'Our zero trust program.');
  const fresh = publish(99101, 'ZTCO', '10-K', '2026-03-10', 'We finished our zero trust rollout.');
  publish(99109, 'NOPE', '10-K', '2026-03-10', 'A zero trust filer the catalogue does not know.');
  edgar.resetCounters();
  const first = await run();

  it('asks EDGAR once for identical words of several users and alerts each matching search once', async () => {
    expect(edgar.requestsFor(SEARCH_PATH)).toBe(1);
    expect(first).toEqual({ requests: 1, alerts: 1, unknownFilers: 1, failed: [] });
    const mine = await alertsOf(alice.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      accessionNumber: fresh,
      ticker: 'ZTCO',
      companyName: 'Zero Trust Co.',
      form: '10-K',
      filingDate: '2026-03-10',
      savedSearch: 'Zero trust',
      savedSearchQuery: { q: '"zero trust"', forms: ['10-K', '10-Q', '8-K'], sector: null },
    });
    expect(mine.map((alert) => alert.accessionNumber)).not.toContain(backlog);
  });

  it("keeps each search's forms and sector", async () => {
    expect(await alertsOf(bob.id)).toEqual([]);
    expect(await alertsOf(carol.id)).toEqual([]);
  });

  it('marks the searches checked today, so a rerun the same day asks nothing and the next day alerts nothing twice', async () => {
    const checked = await t.db.select({ on: savedFilingSearches.edgarCheckedOn }).from(savedFilingSearches);
    expect(checked.map((row) => row.on)).toEqual(['2026-03-10', '2026-03-10', '2026-03-10']);
    edgar.resetCounters();
    expect(await run()).toMatchObject({ requests: 0, alerts: 0 });
    expect(edgar.requestsFor(SEARCH_PATH)).toBe(0);
    later('2026-03-11T07:00:00Z');
    expect(await run()).toMatchObject({ requests: 1, alerts: 0 });
    expect(await alertsOf(alice.id)).toHaveLength(1);
  });

  it('shows the search on the Alerts screen, with what it looks for', async () => {
    const response = await t.request('/api/alerts', { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { alerts: { saved_search: unknown }[] };
    expect(body.alerts[0]?.saved_search).toEqual({
      name: 'Zero trust',
      search: { q: '"zero trust"', forms: ['10-K', '10-Q', '8-K'], sector: null },
    });
  });

  it('stays one alert when the local index matched the filing first', async () => {
    later('2026-03-12T15:00:00Z');
    const accession = publish(99101, 'ZTCO', '10-Q', '2026-03-12', 'Zero trust, stored here too.');
    await t.db.execute(sql`INSERT INTO sec_filings (ticker, cik, filing_type, filing_date, accession_number)
      VALUES ('ZTCO', '0000099101', '10-Q', '2026-03-12', ${accession})`);
    await t.db.execute(sql`INSERT INTO sec_filing_documents
        (accession_number, cik, primary_document, source_url, html, safe_html, sanitizer_version, byte_size, sha256)
      VALUES (${accession}, '0000099101', 'doc.htm', 'http://x/doc.htm', 'Zero trust, stored here too.',
        'x', 1, 1, ${'0'.repeat(64)})`);
    expect(
      (await indexPendingFilings({ db: t.db, cpu, filingDocuments: t.deps.filingDocuments })).alerts,
    ).toBe(1);
    expect(await run()).toMatchObject({ requests: 1, alerts: 0 });
    expect((await alertsOf(alice.id)).filter((alert) => alert.accessionNumber === accession)).toHaveLength(1);
  });

  it('leaves a search EDGAR did not answer unchecked, and alerts it on the next run', async () => {
    later('2026-03-13T07:00:00Z');
    const outage = publish(99101, 'ZTCO', '8-K', '2026-03-13', 'A zero trust breach.');
    edgar.fault({ kind: 'status', status: 503, path: SEARCH_PATH, times: 1 });
    const failed = await run();
    expect(failed.requests).toBe(1);
    expect(failed.failed).toHaveLength(1);
    expect(failed.alerts).toBe(0);
    const checked = await t.db.select({ on: savedFilingSearches.edgarCheckedOn }).from(savedFilingSearches);
    expect(checked.every((row) => row.on === '2026-03-12')).toBe(true);
    expect(await run()).toMatchObject({ requests: 1, alerts: 2, failed: [] });
    expect((await alertsOf(bob.id)).map((alert) => alert.accessionNumber)).toEqual([outage]);
  });

  it('stores nothing for a search deleted, or a user deleted, while EDGAR answered', async () => {
    later('2026-03-14T07:00:00Z');
    const bank = publish(99102, 'BANKO', '10-K', '2026-03-14', 'Zero trust at the bank.');
    const racing: EftsClient = {
      async search(query) {
        const hits = await t.deps.efts.search(query);
        await t.db.delete(savedFilingSearches).where(eq(savedFilingSearches.userId, alice.id));
        await t.db.delete(user).where(eq(user.id, carol.id));
        return hits;
      },
    };
    // Bob's 8-K search does not want a 10-K: the bank's filing is left with nobody to alert.
    expect(await run(racing)).toMatchObject({ requests: 1, alerts: 0 });
    expect(await t.db.select().from(alerts).where(eq(alerts.accessionNumber, bank))).toEqual([]);
  });

  it('runs as the daily saved-search-edgar-alerts job, which retries sooner when EDGAR answers nothing', async () => {
    later('2026-03-15T07:00:00Z');
    const filed = publish(99101, 'ZTCO', '8-K', '2026-03-15', 'Zero trust, as an 8-K.');
    edgar.fault({ kind: 'status', status: 503, path: SEARCH_PATH, times: 1 });
    const down = await t.deps.jobs.enqueue('saved-search-edgar-alerts', {});
    await t.deps.jobs.runDue();
    expect((await t.deps.jobs.get(down.id))?.state).not.toBe('succeeded');
    const up = await t.deps.jobs.enqueue('saved-search-edgar-alerts', {});
    await t.deps.jobs.runDue();
    expect(await t.deps.jobs.get(up.id)).toMatchObject({ state: 'succeeded' });
    expect((await alertsOf(bob.id)).map((alert) => alert.accessionNumber)).toContain(filed);
  });
});
