import { describe, expect, it } from 'vitest';
import type { DailyIndexEntry } from '#server/edgar/daily-index.ts';
import { businessDaysAfter, type IndexProgress, selectFromIndex } from './alert-plan.ts';

const entry = (cik: number, form: string, date: string, seq = '000001'): DailyIndexEntry => ({
  cik,
  companyName: `C${cik}`,
  form,
  dateFiled: date,
  path: `edgar/data/${cik}/${String(cik).padStart(10, '0')}-26-${seq}.txt`,
});
const company = (cik: number, newlySaved = false) => ({ cik: String(cik).padStart(10, '0'), newlySaved });
const progress = (overrides: Partial<IndexProgress> = {}): IndexProgress => ({
  indexedThrough: '2026-04-29',
  partialDate: '2026-04-30',
  partialSeen: [],
  retryCiks: [],
  updatedAt: new Date('2026-04-30T12:00:00Z'),
  ...overrides,
});

describe('businessDaysAfter', () => {
  it('counts the weekdays after the last day read, through today, skipping weekends', () => {
    expect(businessDaysAfter('2026-04-29', '2026-05-04')).toEqual(['2026-04-30', '2026-05-01', '2026-05-04']);
    expect(businessDaysAfter('2026-05-01', '2026-05-03')).toEqual([]);
    expect(businessDaysAfter('2026-05-01', '2026-05-01')).toEqual([]);
  });
});

describe('selectFromIndex', () => {
  const watched = [company(1), company(2), company(3)];

  it('reads only the watched companies that filed an alert form on the indexed days', () => {
    const { ciks } = selectFromIndex({
      watched,
      progress: progress(),
      indexes: [
        { date: '2026-04-30', entries: [entry(1, '8-K', '2026-04-30'), entry(99, '10-K', '2026-04-30')] },
        { date: '2026-05-01', entries: [entry(2, 'SC 13G', '2026-05-01'), entry(3, '10-Q', '2026-05-01')] },
      ],
      today: '2026-05-01',
    });
    expect([...ciks].sort()).toEqual([1, 3]);
  });

  it("skips what the last run saw of the day still being filed, and remembers today's watched filings", () => {
    const seen = entry(1, '8-K', '2026-04-30');
    const { ciks, partialSeen } = selectFromIndex({
      watched,
      progress: progress({ partialSeen: [seen.path] }),
      indexes: [
        {
          date: '2026-04-30',
          entries: [seen, entry(2, '8-K', '2026-04-30'), entry(99, '8-K', '2026-04-30')],
        },
      ],
      today: '2026-04-30',
    });
    expect([...ciks]).toEqual([2]);
    expect(partialSeen).toEqual([seen.path, entry(2, '8-K', '2026-04-30').path]);
  });

  it('reads again the companies that failed last time and those saved since the last run', () => {
    const { ciks } = selectFromIndex({
      watched: [...watched, company(4, true)],
      progress: progress({ retryCiks: [2, 77] }),
      indexes: [{ date: '2026-05-01', entries: null }],
      today: '2026-05-01',
    });
    expect([...ciks].sort()).toEqual([2, 4]);
  });
});
