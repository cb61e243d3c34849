import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { createEdgarClient } from './edgar-client.ts';

const FRAME = '/api/xbrl/frames/us-gaap/Revenues/USD/CY2024.json';

describe('EDGAR client: XBRL frames', async () => {
  const fake = await startFakeEdgar();
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const edgar = createEdgarClient({
    wwwUrl: fake.url,
    dataUrl: fake.url,
    userAgent: '10Kai tests tests@10kai.example',
    limiter: { acquire: async () => {}, pause: async () => {} },
    sleep: async () => {},
  });
  const revenues = { taxonomy: 'us-gaap', tag: 'Revenues', unit: 'USD', period: 'CY2024' };

  it('reads every filer of a frame from one request, with its period and filing', async () => {
    const frame = await edgar.xbrlFrame(revenues);
    expect(fake.requestsFor(FRAME)).toBe(1);
    expect(frame).toMatchObject({
      taxonomy: 'us-gaap',
      tag: 'Revenues',
      period: 'CY2024',
      unit: 'USD',
      rejected: 0,
    });
    // Walmart, NVIDIA and Alphabet tag total revenue `Revenues` for CY2024 (Apple and Nike only contract revenue).
    expect(frame!.points.map((point) => point.cik).sort((a, b) => a - b)).toEqual([104169, 1045810, 1652044]);
    expect(frame!.points.find((point) => point.cik === 104169)).toEqual({
      accn: expect.stringMatching(/^\d{10}-\d{2}-\d{6}$/),
      cik: 104169,
      entityName: 'WALMART INC.',
      loc: 'US-AR',
      start: '2024-02-01',
      end: '2025-01-31',
      val: 680_985_000_000,
    });
  });

  it('answers null for a frame EDGAR does not have (404), and refuses a request that is not a frame name', async () => {
    expect(await edgar.xbrlFrame({ ...revenues, tag: 'SalesRevenueGoodsNet' })).toBeNull();
    for (const bad of [
      { tag: '../../submissions/CIK0000320193' },
      { period: '2024' },
      { unit: 'USD/shares' },
    ]) {
      const error = await edgar.xbrlFrame({ ...revenues, ...bad }).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('EDGAR_URL_REFUSED');
    }
  });

  it('skips a malformed fact and counts it; a frame without its envelope is a bad response', async () => {
    const good = {
      accn: '0000320193-24-000123',
      cik: 320193,
      entityName: 'Apple Inc.',
      loc: 'US-CA',
      end: '2024-12-31',
      val: 5,
    };
    const body = {
      taxonomy: 'us-gaap',
      tag: 'Revenues',
      ccp: 'CY2024',
      uom: 'USD',
      label: 'Revenues',
      description: null,
      pts: 3,
      data: [good, { ...good, cik: 'x' }, { ...good, val: null }],
    };
    fake.fault({ path: FRAME, kind: 'body', body: JSON.stringify(body), times: 1 });
    expect(await edgar.xbrlFrame(revenues)).toMatchObject({ points: [good], rejected: 2 });

    fake.fault({ path: FRAME, kind: 'body', body: JSON.stringify({ ...body, data: 'none' }), times: 1 });
    const error = await edgar.xbrlFrame(revenues).catch((thrown: unknown) => thrown);
    expect((error as AppError).code).toBe('EDGAR_BAD_RESPONSE');
  });

  it('treats a throttled frame request like any other: 503 with Retry-After, nothing parsed', async () => {
    fake.fault({ path: FRAME, kind: 'throttle', retryAfter: 7, times: 1 });
    const error = await edgar.xbrlFrame(revenues).catch((thrown: unknown) => thrown);
    expect((error as AppError).code).toBe('EDGAR_THROTTLED');
  });
});
