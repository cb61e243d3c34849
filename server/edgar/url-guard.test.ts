import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { type FakeEdgar, startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { createEdgarClient } from './edgar-client.ts';
import { guardedFetch } from './guarded-fetch.ts';
import { createUrlGuard, normaliseOrigin } from './url-guard.ts';

let edgar: FakeEdgar;
let elsewhere: FakeEdgar;

beforeAll(async () => {
  [edgar, elsewhere] = await Promise.all([startFakeEdgar(), startFakeEdgar()]);
});
afterAll(() => Promise.all([edgar.close(), elsewhere.close()]));

function hostileUrls(): string[] {
  const ok = edgar.url;
  const port = edgar.port;
  const evil = elsewhere.url;
  const doc = '/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm';
  return [
    `${evil}${doc}`,
    `http://localhost:${port}${doc}`,
    `http://user:pass@127.0.0.1:${port}${doc}`,
    `http://127.0.0.1:${port}@127.0.0.1:${elsewhere.port}${doc}`,
    `http://0x7f.0.0.1:${port}${doc}`,
    `http://2130706433:${port}${doc}`,
    `http://0177.0.0.1:${port}${doc}`,
    `http://[::1]:${port}${doc}`,
    `http://[::ffff:127.0.0.1]:${port}${doc}`,
    `https://127.0.0.1:${port}${doc}`,
    `ftp://127.0.0.1:${port}${doc}`,
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    `//127.0.0.1:${elsewhere.port}${doc}`,
    `${ok}.evil.example${doc}`,
    `${ok}0${doc}`,
    `${ok}:80${doc}`,
    `${ok}#@evil.example/`,
    `${ok}?@evil.example/`,
    `${ok}\\@evil.example/`,
    `${ok}/../../etc/passwd`,
    `${ok}/Archives/./edgar/data`,
    `${ok}/Archives/%2e%2e/%2e%2e/etc/passwd`,
    `${ok}/Archives/..%2fsecret`,
    `${ok}/Archives/%5c..%5csecret`,
    `${ok}/Archives/a%00.htm`,
    `${ok}/Archives/a b.htm`,
    `${ok}/Archives/a\n.htm`,
    `http://169.254.169.254/latest/meta-data/`,
    'http://metadata.google.internal/computeMetadata/v1/',
    `http://evil.example/${ok}/`,
    `HTTP://127.0.0.1:${port}%2F@evil.example/`,
  ];
}

describe('SSRF guard', () => {
  it('refuses at least 20 hostile URLs without opening a connection', async () => {
    const urls = hostileUrls();
    expect(urls.length).toBeGreaterThanOrEqual(20);
    let fetchCalls = 0;
    const countingFetch: typeof fetch = (input, init) => {
      fetchCalls++;
      return fetch(input, init);
    };
    for (const url of urls) {
      const outcome = await guardedFetch(url, {
        assertAllowed: createUrlGuard([edgar.url]),
        fetch: countingFetch,
        userAgent: 'test test@example.com',
        timeoutMs: 2_000,
        maxBytes: 1024,
        maxRedirects: 3,
        beforeRequest: async () => {},
      }).then(
        () => 'fetched',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
      expect(outcome, url).toBe('EDGAR_URL_REFUSED');
    }
    expect(fetchCalls).toBe(0);
    expect(edgar.totalRequests).toBe(0);
    expect(elsewhere.totalRequests).toBe(0);
  });

  it('refuses look-alikes of the production hosts', () => {
    const guard = createUrlGuard(['https://www.sec.gov', 'https://data.sec.gov']);
    const refused = [
      'http://www.sec.gov/Archives/x.htm',
      'https://www.sec.gov.evil.com/Archives/x.htm',
      'https://www.sec.gov@evil.com/Archives/x.htm',
      'https://www.sec.gov:8443/Archives/x.htm',
      'https://www.sec.gov./Archives/x.htm',
      'https://efts.sec.gov/LATEST/search-index',
      'https://sec.gov/Archives/x.htm',
      'https://www.seс.gov/Archives/x.htm',
    ];
    for (const url of refused) expect(() => guard(url), url).toThrow(AppError);
    expect(guard('https://www.sec.gov/Archives/edgar/data/1/x.htm').hostname).toBe('www.sec.gov');
    expect(guard('https://data.sec.gov/submissions/CIK0000320193.json').hostname).toBe('data.sec.gov');
  });

  it('accepts only https origins, or http on a loopback replica', () => {
    expect(() => normaliseOrigin('http://www.sec.gov')).toThrow();
    expect(() => normaliseOrigin('https://user:pw@www.sec.gov')).toThrow();
    expect(() => normaliseOrigin('https://10.0.0.5')).toThrow();
    expect(normaliseOrigin('https://WWW.SEC.GOV/')).toBe('https://www.sec.gov');
    expect(normaliseOrigin('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
  });

  it('never builds a download URL from an unsafe document name in submissions data', async () => {
    const client = createEdgarClient({
      wwwUrl: edgar.url,
      dataUrl: edgar.url,
      userAgent: 'test test@example.com',
      limiter: { acquire: async () => {}, pause: async () => {} },
    });
    for (const primaryDocument of [
      '../../../etc/passwd',
      '..%2f..%2fsecret',
      `@127.0.0.1:${elsewhere.port}/x`,
    ]) {
      const outcome = await client
        .downloadDocument({ cik: 320193, accessionNumber: '0000320193-24-000123', primaryDocument })
        .then(
          () => 'fetched',
          (error: AppError) => error.code,
        );
      expect(outcome).toBe('EDGAR_URL_REFUSED');
    }
    expect(edgar.totalRequests + elsewhere.totalRequests).toBe(0);
  });
});
