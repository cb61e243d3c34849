import { describe, expect, it } from 'vitest';
import { decodeItems, eventKinds, isSalesTrigger } from './eight-k-items.ts';
import { fiscalYearOf, parseFiscalYearEnd } from './fiscal-year.ts';

describe('8-K items', () => {
  it('names each item of the submissions cell', () => {
    expect(decodeItems('2.02,9.01')).toEqual([
      { code: '2.02', name: 'Results of Operations and Financial Condition' },
      { code: '9.01', name: 'Financial Statements and Exhibits' },
    ]);
    expect(decodeItems('1.01 2.01').map((item) => item.name)).toEqual([
      'Entry into a Material Definitive Agreement',
      'Completion of Acquisition or Disposition of Assets',
    ]);
    expect(decodeItems('5.02')[0]!.name).toMatch(/^Departure of Directors or Certain Officers/);
    expect(decodeItems('7.01,8.01').map((item) => item.name)).toEqual([
      'Regulation FD Disclosure',
      'Other Events',
    ]);
    expect(decodeItems('')).toEqual([]);
    expect(decodeItems('5')).toEqual([{ code: '5', name: 'Item 5' }]);
  });

  it('classifies events and marks sales triggers', () => {
    expect(eventKinds(decodeItems('2.02,9.01'))).toEqual(['results']);
    expect(eventKinds(decodeItems('9.01'))).toEqual(['other']);
    expect(eventKinds(decodeItems('1.01,5.02'))).toEqual(['agreement', 'leadership']);
    expect(isSalesTrigger(decodeItems('5.02,9.01'))).toBe(true);
    expect(isSalesTrigger(decodeItems('2.01'))).toBe(true);
    expect(isSalesTrigger(decodeItems('1.01'))).toBe(true);
    expect(isSalesTrigger(decodeItems('2.02,9.01'))).toBe(false);
  });
});

describe('fiscalYearOf', () => {
  it('names a fiscal year by the calendar year in which it ends, with 52/53-week slack', () => {
    const apple = parseFiscalYearEnd('0926');
    expect(fiscalYearOf('2024-09-28', apple)).toBe(2024);
    expect(fiscalYearOf('2023-09-30', apple)).toBe(2023);
    expect(fiscalYearOf('2024-12-28', apple)).toBe(2025);
    const walmart = parseFiscalYearEnd('0131');
    expect(fiscalYearOf('2025-01-31', walmart)).toBe(2025);
    expect(fiscalYearOf('2025-04-30', walmart)).toBe(2026);
    expect(fiscalYearOf('2025-06-30', null)).toBe(2025);
    expect(fiscalYearOf('2025-01-02', parseFiscalYearEnd('1231'))).toBe(2024);
  });
});
