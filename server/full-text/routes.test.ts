import { describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import type { FullTextCompany } from '../../contract/full-text-search.ts';
import { indexPendingFilings } from './index-filings.ts';

type Answer = { companies: FullTextCompany[]; sources: string[]; note: string | null };

// Both sources against the fake EDGAR serving the shared replica: the local index over what this instance stored
// (Coca-Cola's latest 10-K, indexed by the job's function) and the fake's EDGAR full-text search over the replica.
describe('GET /api/prospects/search', async () => {
  const t = await createEdgarTestApp();
  await t.db
    .insert(companies)
    .values({ ticker: 'KO', name: 'COCA COLA CO', cik: '0000021344', sector: 'Consumer Staples' })
    .onConflictDoNothing();
  const ref = await t.deps.filingSource.resolve('KO', '10-K');
  const parsed = await t.deps.filingSource.load(ref);
  const first = await indexPendingFilings(t.deps);
  const user = await t.signUp();
  const search = async (query: string) => t.request(`/api/prospects/search?${query}`, { as: user });

  it('requires a signed-in user', async () => {
    expect((await t.request('/api/prospects/search?q=bottlers')).status).toBe(401);
  });

  it('indexes each stored filing once, paragraph by paragraph', async () => {
    expect(first.filings).toBe(1);
    expect(first.passages).toBeGreaterThan(50);
    expect(await indexPendingFilings(t.deps)).toEqual({ filings: 0, passages: 0, alerts: 0 });
  });

  const local = (body: Answer) =>
    body.companies.flatMap((company) => company.passages.filter((passage) => passage.source === 'local'));

  it('finds the company whose stored filing says the words, with a snippet opening the passage', async () => {
    const response = await search('q=%22Chief+Information+Officer%22&forms=10-K');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body).toMatchObject({ sources: ['local', 'edgar'], note: null });
    const ko = body.companies.find((company) => company.cik === '0000021344');
    expect(ko).toMatchObject({ ticker: 'KO', name: 'COCA COLA CO', sector: 'Consumer Staples' });
    expect(ko?.companyId).toMatch(/^[0-9a-f-]{36}$/);
    const passage = ko?.passages[0];
    expect(passage).toMatchObject({ source: 'local', accession: ref.accession, form: '10-K' });
    expect(passage?.snippet).toMatch(/«Chief» «Information» «Officer»/);
    const [start, end] = (passage?.url.match(/highlight=(\d+)-(\d+)/) ?? []).slice(1).map(Number);
    expect(parsed.text.slice(start, end)).toContain('Chief Information Officer');
    // The same filing found by EDGAR too is not listed twice.
    expect(ko?.passages.filter((hit) => hit.accession === ref.accession)).toHaveLength(1);
  });

  it('adds the filers only EDGAR full-text search knows, linked to EDGAR, without a passage', async () => {
    const body = (await (await search('q=%22Chief+Information+Officer%22&forms=10-K')).json()) as Answer;
    const others = body.companies.filter((company) => company.cik !== '0000021344');
    expect(others.length).toBeGreaterThan(0);
    for (const company of others) {
      expect(company).toMatchObject({ companyId: null, ticker: null });
      for (const passage of company.passages) {
        expect(passage).toMatchObject({ source: 'edgar', form: '10-K', section: null });
        expect(passage.url).toMatch(new RegExp(`^${t.edgar.url}/Archives/edgar/data/\\d+/\\d{18}/`));
      }
    }
  });

  it('applies the filters: form, dates and sector', async () => {
    const passages = async (query: string) => local((await (await search(query)).json()) as Answer);
    expect(await passages('q=bottlers&forms=8-K')).toEqual([]);
    expect(await passages('q=bottlers&from=2030-01-01')).toEqual([]);
    expect(await passages('q=bottlers&to=2000-01-01')).toEqual([]);
    const energy = (await (await search('q=bottlers&sector=Energy')).json()) as Answer;
    // A sector keeps only the companies the catalogue files under it, EDGAR's included.
    expect(energy.companies).toEqual([]);
    const found = (await (
      await search('q=bottlers&sector=Consumer+Staples&from=2020-01-01')
    ).json()) as Answer;
    expect(found.companies.map((company) => company.ticker)).toEqual(['KO']);
  });

  it('answers from the local index with a note when EDGAR full-text search is down', async () => {
    t.edgar.fault({ path: '/LATEST/search-index', kind: 'status', status: 503, times: 1 });
    const response = await search('q=bottlers');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.sources).toEqual(['local']);
    expect(body.note).toMatch(/EDGAR full-text search did not answer/);
    expect(body.companies.map((company) => company.ticker)).toEqual(['KO']);
  });

  it('answers nothing, not an error, for words no filing holds or only stop words', async () => {
    const nowhere = await search('q=zzyzxqqq');
    expect(nowhere.status).toBe(200);
    expect(((await nowhere.json()) as Answer).companies).toEqual([]);
    // PostgreSQL drops stop words: an empty text query, which matches no passage instead of failing.
    const stopWords = await search('q=the');
    expect(stopWords.status).toBe(200);
    expect(local((await stopWords.json()) as Answer)).toEqual([]);
  });

  it.each([
    ['an empty query', 'q=+'],
    ['a missing query', 'forms=10-K'],
    ['a 1,000-character query', `q=${'a'.repeat(1000)}`],
    ['a NUL', 'q=zero%00trust'],
    ['an unknown form', 'q=erp&forms=10-K,S-1'],
    ['an unknown sector', 'q=erp&sector=Crypto'],
    ['inverted dates', 'q=erp&from=2025-02-01&to=2025-01-01'],
    ['a malformed date', 'q=erp&from=yesterday'],
  ])('refuses %s with a 400', async (_label, query) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    // A NUL is refused at the entry, before the route's own check of control characters.
    expect(((await response.json()) as { code: string }).code).toMatch(
      /^(VALIDATION_FAILED|INVALID_CHARACTERS)$/,
    );
  });
});
