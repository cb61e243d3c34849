import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format';

describe('date formats', () => {
  it('formats US short and medium dates', () => {
    expect(formatShortDate('2025-01-05')).toBe('1/5/2025');
    expect(formatLongDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatLongDate(new Date(2024, 11, 31))).toBe('Dec 31, 2024');
  });

  it("answers 'N/A' when the date is missing or invalid", () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatShortDate(value)).toBe('N/A');
      expect(formatLongDate(value)).toBe('N/A');
    }
  });
});
