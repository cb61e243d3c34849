import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { escapeLike, normaliseQuery } from './search-companies.ts';
import { insertCompanies, insertCompany, json } from './testing/companies.ts';

type Found = {
  companies: Array<{ id: string; ticker: string; name: string; industry: string; cik: string | null }>;
};

describe('GET /api/companies/search', async () => {
  const t = await createTestApp();
  let alice: TestUser;

  beforeAll(async () => {
    await insertCompanies(t);
    // Tickers that are English stop words and names full of LIKE metacharacters.
    await insertCompany(t, {
      ticker: 'ALL',
      name: 'Allstate Corporation',
      industry: 'Insurance',
      sector: 'Financials',
    });
    alice = await t.signUp();
  });

  const search = async (q: string) => {
    const response = await t.request(`/api/companies/search?q=${encodeURIComponent(q)}`, { as: alice });
    return { status: response.status, body: await json<Found>(response) };
  };

  it('needs a session', async () => {
    const response = await t.request('/api/companies/search?q=apple');
    expect(response.status).toBe(401);
  });

  it('finds a company by name with the public fields only', async () => {
    const { status, body } = await search('Microsoft');
    expect(status).toBe(200);
    expect(body.companies[0]).toEqual({
      id: expect.any(String),
      ticker: 'MSFT',
      name: 'Microsoft Corporation',
      industry: 'Software',
      sector: 'Information Technology',
      exchange: 'NASDAQ',
      cik: '0000789019',
    });
  });

  it('ranks an exact ticker match first', async () => {
    const { body } = await search('AMD');
    expect(body.companies[0]?.ticker).toBe('AMD');
    const lower = await search('  nvda ');
    expect(lower.body.companies[0]?.ticker).toBe('NVDA');
  });

  it('ranks a whole name word above an exact ticker when that company is larger, else the ticker', async () => {
    // As in SEC's file: Ford Motor is ticker F, Forward Industries is FORD; Chipotle is CMG, CMG Holdings CMGO.
    await insertCompany(t, { ticker: 'F', name: 'FORD MOTOR CO', sizeRank: 150 });
    await insertCompany(t, { ticker: 'FORD', name: 'Forward Industries, Inc.', sizeRank: 9000 });
    await insertCompany(t, { ticker: 'CMG', name: 'CHIPOTLE MEXICAN GRILL INC', sizeRank: 200 });
    await insertCompany(t, { ticker: 'CMGO', name: 'CMG HOLDINGS GROUP, INC.', sizeRank: 8000 });
    const tickers = async (q: string) => (await search(q)).body.companies.map((company) => company.ticker);
    for (const q of ['Ford', 'ford', 'FORD', 'ford motor']) expect((await tickers(q))[0]).toBe('F');
    expect((await tickers('Ford')).slice(0, 2)).toEqual(['F', 'FORD']);
    // "forward" is no word of Ford Motor's name: Forward Industries alone.
    expect(await tickers('forward')).toEqual(['FORD']);
    expect((await tickers('CMG')).slice(0, 2)).toEqual(['CMG', 'CMGO']);
    // No name holds the word "AAPL": the exact ticker stays first.
    expect((await tickers('AAPL'))[0]).toBe('AAPL');
  });

  it('matches industry words', async () => {
    const { body } = await search('semiconductors');
    const tickers = body.companies.map((company) => company.ticker);
    expect(tickers).toEqual(expect.arrayContaining(['NVDA', 'INTC', 'AMD']));
  });

  it('finds an industry by its word, the largest companies first (ADR 0304)', async () => {
    const pharma = { industry: 'Pharmaceutical Preparations', sector: 'Healthcare', sic: 2834 };
    await insertCompany(t, { ticker: 'BIGRX', name: 'Bigrx Corp', ...pharma, sizeRank: 20 });
    await insertCompany(t, { ticker: 'MIDRX', name: 'Midrx Inc', ...pharma, sizeRank: 700 });
    // The word in the name, but a much smaller company: not above the large ones filed under the industry.
    await insertCompany(t, {
      ticker: 'TINYP',
      name: 'Tiny Pharmaceutical Co',
      industry: 'Unknown',
      sector: 'Healthcare',
      sizeRank: 6000,
    });
    const banks = { industry: 'National Commercial Banks', sector: 'Financials', sic: 6021 };
    await insertCompany(t, { ticker: 'BIGBK', name: 'Bigbk Financial Corp', ...banks, sizeRank: 30 });
    await insertCompany(t, { ticker: 'SMLBK', name: 'Small Town Bank', ...banks, sizeRank: 5000 });
    const tickers = async (q: string) => (await search(q)).body.companies.map((company) => company.ticker);
    // The seeded companies (no size rank) follow.
    expect((await tickers('pharmaceutical')).slice(0, 4)).toEqual(['BIGRX', 'MIDRX', 'TINYP', 'LLY']);
    expect((await tickers('bank')).slice(0, 2)).toEqual(['BIGBK', 'SMLBK']);
    const software = await tickers('software');
    expect(software).toEqual(expect.arrayContaining(['MSFT', 'ORCL', 'CRM']));
  });

  it('caps full-text results at 20', async () => {
    for (let index = 0; index < 25; index += 1) {
      await insertCompany(t, { name: `Widgetworks Holding ${index}`, ticker: `WDG${index}` });
    }
    const { body } = await search('widgetworks');
    expect(body.companies).toHaveLength(20);
  });

  it('falls back to a substring match on name or ticker, ordered by name, limit 10', async () => {
    // 'icroso' is no English word, so full-text finds nothing; the substring does.
    const { body } = await search('icroso');
    expect(body.companies.map((company) => company.ticker)).toEqual(['MSFT']);
    for (let index = 0; index < 12; index += 1) {
      await insertCompany(t, {
        name: `Zqx Partial ${String.fromCharCode(76 - index)} Co`,
        ticker: `ZQ${index}`,
      });
    }
    const many = await search('qx partia');
    expect(many.body.companies).toHaveLength(10);
    const names = many.body.companies.map((company) => company.name);
    expect(names).toEqual([...names].sort());
  });

  it('puts an exact ticker first even when the ticker is a stop word', async () => {
    const { body } = await search('all');
    expect(body.companies[0]?.ticker).toBe('ALL');
  });

  it('answers an empty list below 3 characters, after trimming', async () => {
    expect((await search('ap')).body.companies).toEqual([]);
    expect((await search('   ap   ')).body.companies).toEqual([]);
    expect((await search('')).body.companies).toEqual([]);
    const missing = await t.request('/api/companies/search', { as: alice });
    expect(missing.status).toBe(200);
  });

  it('refuses more than 100 characters with 400', async () => {
    const { status, body } = await search('a'.repeat(101));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'QUERY_TOO_LONG' });
    expect((await search('a'.repeat(100))).status).toBe(200);
  });

  it('refuses control characters with the input guard’s 400', async () => {
    const { status, body } = await search('nul\u0000byte');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });

  it.each([
    `'; drop table companies; --`,
    `"apple`,
    `app"le"`,
    '100%',
    '%%%',
    '___',
    'a_b%c',
    'apple & !microsoft',
    'apple | microsoft',
    '!!!',
    ':*',
    'app:*',
    '(((',
    '<script>alert(1)</script>',
    'Société Générale',
    '日本語の会社',
    '🍎🍎🍎',
    'back\\slash\\',
    'or or or',
    'the and of',
    '-apple',
  ])('is harmless with %j', async (q) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    expect(Array.isArray(body.companies)).toBe(true);
  });

  it('treats LIKE metacharacters literally', async () => {
    await insertCompany(t, { name: '100% Pure Ltd', ticker: 'PURE' });
    const percent = await search('0% p');
    expect(percent.body.companies.map((company) => company.ticker)).toEqual(['PURE']);
    // Unescaped, these would match every company.
    expect((await search('%%%')).body.companies).toEqual([]);
    expect((await search('___')).body.companies).toEqual([]);
  });

  it('leaves the companies table intact after hostile input', async () => {
    await search(`x'); delete from companies; --`);
    expect((await search('Microsoft')).body.companies[0]?.ticker).toBe('MSFT');
  });
});

describe('search helpers', () => {
  it('escapes LIKE metacharacters', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
  it('strips control characters and trims', () => {
    expect(normaliseQuery(' \u0000abc\n ')).toBe('abc');
  });
});
