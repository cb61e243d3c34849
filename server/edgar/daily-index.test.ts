import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { type FakeEdgar, startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { dailyIndexPath, fetchDailyIndex, parseDailyIndex } from './daily-index.ts';
import { createEdgarClient } from './edgar-client.ts';

/** The head and first rows of EDGAR's `daily-index/2024/QTR4/master.20241101.idx`, as published (rows abridged). */
const MASTER_20241101 = `Description:           Daily Index of EDGAR Dissemination Feed by Company Name
Last Data Received:    November 1, 2024
Comments:              webmaster@sec.gov
Anonymous FTP:         ftp://ftp.sec.gov/edgar/
 
 
 
 
CIK|Company Name|Form Type|Date Filed|File Name
--------------------------------------------------------------------------------
1000045|NICHOLAS FINANCIAL INC|8-K|20241101|edgar/data/1000045/0000950170-24-121913.txt
1000209|MEDALLION FINANCIAL CORP|10-Q|20241101|edgar/data/1000209/0001000209-24-000049.txt
100122|TUCSON ELECTRIC POWER CO|10-Q/A|20241101|edgar/data/100122/0000100122-24-000040.txt\r
320193|Apple Inc.|8-K|20241101|edgar/data/320193/0000320193-24-000120.txt
`;

describe('parseDailyIndex', () => {
  it('reads every row of a master index after its header and dashed line, dates as YYYY-MM-DD', () => {
    const entries = parseDailyIndex(MASTER_20241101);
    expect(entries).toHaveLength(4);
    expect(entries[0]).toEqual({
      cik: 1000045,
      companyName: 'NICHOLAS FINANCIAL INC',
      form: '8-K',
      dateFiled: '2024-11-01',
      path: 'edgar/data/1000045/0000950170-24-121913.txt',
    });
    expect(entries[2]).toMatchObject({ cik: 100122, form: '10-Q/A', path: expect.stringMatching(/\.txt$/) });
  });

  it('takes the quarterly spelling (Filename, ISO dates), keeps a | inside a name, skips broken rows', () => {
    const text = `CIK|Company Name|Form Type|Date Filed|Filename
-----
1|A|B CORP|8-K|2024-11-01|edgar/data/1/0000000001-24-000001.txt
x|BAD CIK|8-K|20241101|edgar/data/x/y.txt
2|NO DATE|8-K|soon|edgar/data/2/0000000002-24-000001.txt
`;
    expect(parseDailyIndex(text)).toEqual([
      {
        cik: 1,
        companyName: 'A|B CORP',
        form: '8-K',
        dateFiled: '2024-11-01',
        path: 'edgar/data/1/0000000001-24-000001.txt',
      },
    ]);
  });

  it('refuses a page that is not an index (an HTML error page is not an empty day)', () => {
    expect(() => parseDailyIndex('<html><body>Not here</body></html>')).toThrow(/not an EDGAR master index/);
  });

  it('addresses the file by year, quarter and compact date', () => {
    expect(dailyIndexPath('2026-05-01')).toBe('/Archives/edgar/daily-index/2026/QTR2/master.20260501.idx');
    expect(dailyIndexPath('2024-12-31')).toBe('/Archives/edgar/daily-index/2024/QTR4/master.20241231.idx');
    expect(dailyIndexPath('2024-13-01')).toBeNull();
    expect(dailyIndexPath('../x')).toBeNull();
  });
});

describe('fetchDailyIndex through the EDGAR client', () => {
  let fake: FakeEdgar;
  beforeAll(async () => {
    fake = await startFakeEdgar();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const client = () =>
    createEdgarClient({
      wwwUrl: fake.url,
      dataUrl: fake.url,
      userAgent: '10Kai tests tests@10kai.example',
      limiter: { acquire: async () => {}, pause: async () => {} },
      sleep: async () => {},
    });

  it("lists the day's filings of the shared submissions (the fake's replica), with the declared user agent", async () => {
    const entries = await fetchDailyIndex(client(), '2026-04-30');
    expect(entries?.length).toBeGreaterThan(0);
    expect(entries?.every((entry) => entry.dateFiled === '2026-04-30')).toBe(true);
    expect(entries?.map((entry) => entry.cik)).toContain(320193);
    expect(fake.userAgents).toEqual(['10Kai tests tests@10kai.example']);
  });

  it('is null for a weekend, a day with nothing filed, and the plain 403 EDGAR gives for a missing file', async () => {
    expect(await fetchDailyIndex(client(), '2026-05-02')).toBeNull();
    expect(await fetchDailyIndex(client(), '2026-04-21')).toBeNull();
    fake.fault({ path: '/Archives/edgar/daily-index/', kind: 'status', status: 403, times: 1 });
    expect(await fetchDailyIndex(client(), '2026-04-30')).toBeNull();
  });

  it('throttling stays an error, as does a page that is not an index; a bad date is refused before any request', async () => {
    fake.fault({ path: '/Archives/edgar/daily-index/', kind: 'throttle', status: 403, times: 1 });
    await expect(fetchDailyIndex(client(), '2026-04-30')).rejects.toMatchObject({ code: 'EDGAR_THROTTLED' });
    fake.fault({
      path: '/Archives/edgar/daily-index/',
      kind: 'body',
      body: '<html>maintenance</html>',
      times: 1,
    });
    // A new client: the throttled one is backing off.
    await expect(fetchDailyIndex(client(), '2026-04-30')).rejects.toMatchObject({
      code: 'EDGAR_BAD_RESPONSE',
    });
    fake.resetCounters();
    await expect(fetchDailyIndex(client(), '2026/04/30')).rejects.toBeInstanceOf(AppError);
    expect(fake.totalRequests).toBe(0);
  });

  it('does not ask once the caller has given up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchDailyIndex(client(), '2026-04-30', controller.signal)).rejects.toThrow();
    expect(fake.totalRequests).toBe(0);
  });
});
