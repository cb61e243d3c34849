import { describe, expect, it } from 'vitest';
import type { DailyIndexEntry } from '#server/edgar/daily-index.ts';
import { companiesToRefresh, MAX_CATCH_UP_DAYS, refreshDays } from './daily-refresh-days.ts';

const entry = (cik: number, form = '10-Q'): DailyIndexEntry => ({
  cik,
  companyName: `FILER ${cik}`,
  form,
  dateFiled: '2025-08-04',
  path: `edgar/data/${cik}/0000000000-25-000001.txt`,
});

describe('refreshDays', () => {
  it('reads yesterday when the cursor is the day before', () => {
    expect(refreshDays('2025-08-05', '2025-08-07')).toEqual({ days: ['2025-08-06'], behind: false });
  });

  it('has nothing to read when yesterday is done, or on Monday after a Friday done (weekend has no index)', () => {
    expect(refreshDays('2025-08-06', '2025-08-07')).toEqual({ days: [], behind: false });
    expect(refreshDays('2025-08-01', '2025-08-04')).toEqual({ days: [], behind: false });
  });

  it('catches up every missed weekday, skipping the weekend', () => {
    expect(refreshDays('2025-07-31', '2025-08-05').days).toEqual(['2025-08-01', '2025-08-04']);
  });

  it('keeps only the latest days and says so when too far behind', () => {
    const { days, behind } = refreshDays('2025-06-30', '2025-08-05');
    expect(behind).toBe(true);
    expect(days).toHaveLength(MAX_CATCH_UP_DAYS);
    expect(days.at(-1)).toBe('2025-08-04');
    expect(days[0]).toBe('2025-07-22');
  });

  it('crosses a month and a year end', () => {
    expect(refreshDays('2025-12-30', '2026-01-02').days).toEqual(['2025-12-31', '2026-01-01']);
  });
});

describe('companiesToRefresh', () => {
  it('lists each catalogue registrant that filed once, in CIK order, and ignores filers outside the catalogue', () => {
    const entries = [entry(320193), entry(104169, '8-K'), entry(320193, '4'), entry(1045810), entry(42)];
    expect(companiesToRefresh(entries, new Set([104169, 320193, 789019]))).toEqual([104169, 320193]);
  });

  it('refreshes nobody for an empty day', () => {
    expect(companiesToRefresh([], new Set([320193]))).toEqual([]);
  });
});
