import { beforeAll, describe, expect, it } from 'vitest';
import { createEdgarClient } from '#server/edgar/edgar-client.ts';
import type { JobContext } from '#server/jobs/types.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { loadRevenueFrames } from '../catalogue/revenue-frames.ts';
import { insertCompany, json } from '../testing/companies.ts';

type Row = { ticker: string; sic: number | null; revenue: number | null; sector: string };
type Screen = { total: number; page: number; pageSize: number; companies: Row[] };
type Problem = { code: string; error: string };

const B = 1_000_000_000;

/** Issue #31 part 2 and 4: the screen, its industry list and a company's peers, on a catalogue made here. */
describe('prospecting routes', async () => {
  const t = await createTestApp();
  let alice: TestUser;

  beforeAll(async () => {
    const pharma = { sector: 'Healthcare', industry: 'Pharmaceutical Preparations', sic: 2834 };
    await insertCompany(t, {
      ticker: 'PHA',
      name: 'Alpha Pharma',
      ...pharma,
      revenue: 50 * B,
      sizeRank: 10,
      exchange: 'NYSE',
      stateOfIncorporation: 'NJ',
      cik: '0000000101',
    });
    // A second listing of the same registrant (a share class): answered once, as its larger listing.
    await insertCompany(t, {
      ticker: 'PHA-B',
      name: 'Alpha Pharma',
      ...pharma,
      revenue: 50 * B,
      sizeRank: 400,
      exchange: 'NYSE',
      cik: '0000000101',
    });
    await insertCompany(t, {
      ticker: 'PHB',
      name: 'Beta Pharma',
      ...pharma,
      revenue: 8 * B,
      sizeRank: 60,
      exchange: 'NASDAQ',
      stateOfIncorporation: 'DE',
      cik: '0000000102',
    });
    await insertCompany(t, {
      ticker: 'PHC',
      name: 'Gamma Pharma',
      ...pharma,
      revenue: 2 * B,
      sizeRank: 300,
      exchange: 'NASDAQ',
      stateOfIncorporation: 'DE',
      cik: '0000000103',
    });
    await insertCompany(t, {
      ticker: 'PHD',
      name: 'Delta Pharma',
      ...pharma,
      revenue: null,
      sizeRank: 900,
      exchange: 'NASDAQ',
      cik: '0000000104',
    });
    // Same major group (28), another industry: biological products.
    await insertCompany(t, {
      ticker: 'BIO',
      name: 'Bio Products',
      sector: 'Healthcare',
      industry: 'Biological Products, (No Disgnostic Substances)',
      sic: 2836,
      revenue: 9 * B,
      sizeRank: 70,
      cik: '0000000105',
    });
    await insertCompany(t, {
      ticker: 'SOFT',
      name: 'Soft Co',
      sector: 'Information Technology',
      industry: 'Services-Prepackaged Software',
      sic: 7372,
      revenue: 20 * B,
      sizeRank: 20,
      exchange: 'NASDAQ',
      stateOfIncorporation: 'WA',
      cik: '0000000106',
    });
    await insertCompany(t, {
      ticker: 'NOSIC',
      name: 'Nosic Software',
      sector: 'Information Technology',
      industry: 'Unknown',
      sic: null,
      sizeRank: 5000,
      cik: '0000000107',
    });
    await insertCompany(t, {
      ticker: 'BLANK',
      name: 'Zyxw Corp',
      sector: 'Unknown',
      industry: 'Unknown',
      sic: null,
      cik: '0000000108',
    });
    alice = await t.signUp();
  });

  const get = async (path: string) => {
    const response = await t.request(path, { as: alice });
    return { status: response.status, body: await json<Record<string, unknown>>(response) };
  };
  const screen = async (query: string) => {
    const { status, body } = await get(`/api/companies/screen?${query}`);
    expect(status).toBe(200);
    return body as unknown as Screen;
  };
  const tickers = (body: { companies: Row[] }) => body.companies.map((company) => company.ticker);

  it('needs a session', async () => {
    expect((await t.request('/api/companies/screen')).status).toBe(401);
    expect((await t.request('/api/companies/PHA/similar')).status).toBe(401);
  });

  it('screens by sector, largest revenue first, one row per registrant', async () => {
    const body = await screen('sector=Healthcare');
    expect(tickers(body)).toEqual(['PHA', 'BIO', 'PHB', 'PHC', 'PHD']);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    expect(body.companies[0]).toMatchObject({
      ticker: 'PHA',
      sic: 2834,
      state_of_incorporation: 'NJ',
      revenue: 50 * B,
      revenue_period: null,
      industry: 'Pharmaceutical Preparations',
    });
  });

  it('screens by SIC industry, exchange and state, and sorts by name', async () => {
    expect(tickers(await screen('sic=2834&sort=name'))).toEqual(['PHA', 'PHB', 'PHD', 'PHC']);
    expect(tickers(await screen('sic=2834&exchange=nasdaq&state=de'))).toEqual(['PHB', 'PHC']);
    expect(tickers(await screen('state=WA'))).toEqual(['SOFT']);
  });

  it('filters by a revenue band, leaving out companies whose revenue is not known', async () => {
    expect(tickers(await screen('minRevenue=5000000000&maxRevenue=20000000000'))).toEqual([
      'SOFT',
      'BIO',
      'PHB',
    ]);
    expect(tickers(await screen('sector=Healthcare&maxRevenue=2000000000'))).toEqual(['PHC']);
  });

  it('pages 50 at a time and still counts past the last page', async () => {
    for (let index = 0; index < 55; index += 1) {
      await insertCompany(t, {
        ticker: `MAT${index}`,
        sector: 'Materials',
        sic: 3312,
        sizeRank: 1000 + index,
      });
    }
    const first = await screen('sector=Materials');
    expect(first.total).toBe(55);
    expect(first.companies).toHaveLength(50);
    expect(first.companies[0]?.ticker).toBe('MAT0');
    const second = await screen('sector=Materials&page=2');
    expect(tickers(second)).toEqual(['MAT50', 'MAT51', 'MAT52', 'MAT53', 'MAT54']);
    expect(await screen('sector=Materials&page=9')).toMatchObject({ total: 55, companies: [] });
  });

  it.each([
    ['sector=Banking', /sector: must be one of: Communication Services/],
    ['minRevenue=10&maxRevenue=5', /minRevenue must not be more than maxRevenue/],
    ['minRevenue=-1', /minRevenue: must be 0 or more/],
    ['maxRevenue=lots', /maxRevenue: must be a number/],
    ['sic=abc', /sic: must be a SIC code/],
    ['sic=12345', /sic: must be a SIC code/],
    ['state=Delaware', /state: a two-letter code/],
    ['exchange=NYSE;drop', /exchange: letters only/],
    ['sort=size', /sort: must be one of: revenue, name/],
    ['page=0', /page: must be 1 or more/],
  ])('refuses %s with a 400 naming the problem', async (query, message) => {
    const { status, body } = await get(`/api/companies/screen?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((body as unknown as Problem).error).toMatch(message);
  });

  it('refuses a NUL in a filter with a 400', async () => {
    const { status } = await get('/api/companies/screen?exchange=NY%00SE');
    expect(status).toBe(400);
  });

  it('lists the SIC industries with their company counts', async () => {
    const { status, body } = await get('/api/companies/industries');
    expect(status).toBe(200);
    const industries = body.industries as Array<{ sic: number; title: string; companies: number }>;
    expect(industries.find((industry) => industry.sic === 2834)).toEqual({
      sic: 2834,
      title: 'Pharmaceutical Preparations',
      companies: 4,
    });
    expect(industries.map((industry) => industry.sic)).toEqual(
      [...industries.map((industry) => industry.sic)].sort((a, b) => a - b),
    );
  });

  it('finds peers: same industry closest in revenue, then the major group, never the company itself', async () => {
    const { status, body } = await get('/api/companies/phb/similar');
    expect(status).toBe(200);
    expect(body.basis).toBe('sic');
    // Beta Pharma (8 bn): Gamma (2 bn, ×4) is nearer by ratio than Alpha (50 bn, ×6.25); Delta's revenue is unknown.
    expect(tickers(body as unknown as Screen)).toEqual(['PHC', 'PHA', 'PHD', 'BIO']);
  });

  it('compares a company without a SIC code within its sector, and one with neither not at all', async () => {
    const bySector = await get('/api/companies/NOSIC/similar');
    expect(bySector.body.basis).toBe('sector');
    expect(tickers(bySector.body as unknown as Screen)).toEqual(['SOFT']);
    expect((await get('/api/companies/BLANK/similar')).body).toEqual({ basis: 'none', companies: [] });
  });

  it('bands and orders real companies once the frames job has filled their revenue', async () => {
    for (const [ticker, cik] of [
      ['AAPL', '0000320193'],
      ['WMT', '0000104169'],
      ['NKE', '0000320187'],
      ['TSM', '0001046179'],
    ] as const) {
      await insertCompany(t, { ticker, cik, sector: 'Consumer Staples', sizeRank: 2 });
    }
    const fake = await startFakeEdgar();
    const edgar = createEdgarClient({
      wwwUrl: fake.url,
      dataUrl: fake.url,
      userAgent: '10Kai tests tests@10kai.example',
      limiter: { acquire: async () => {}, pause: async () => {} },
    });
    const ctx = { signal: new AbortController().signal, log: async () => {}, progress: async () => {} };
    await loadRevenueFrames(
      { database: t.database, edgar, clock: () => new Date('2026-11-26T12:00:00Z') },
      ctx as unknown as JobContext<unknown>,
    ).finally(() => fake.close());
    const largest = await screen('minRevenue=100000000000&sort=revenue');
    expect(tickers(largest)).toEqual(['WMT', 'AAPL']);
    expect(largest.companies[0]).toMatchObject({ revenue: 713_163_000_000, revenue_period: 'CY2025' });
    // Nike's latest frame is CY2024 (46.3 bn); Apple and Walmart are above the band.
    expect(
      tickers(await screen('minRevenue=5000000000&maxRevenue=60000000000&sector=Consumer Staples')),
    ).toEqual(['NKE']);
    // Taiwan Semiconductor files IFRS, outside the us-gaap frames: no figure, so in no band, and last by revenue.
    expect(tickers(await screen('sector=Consumer Staples'))).toEqual(['WMT', 'AAPL', 'NKE', 'TSM']);
  });

  it('answers 404 for a company it does not know', async () => {
    const { status, body } = await get('/api/companies/NOPE/similar');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
  });
});
