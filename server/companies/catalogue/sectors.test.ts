import { describe, expect, it } from 'vitest';
import { parseTickerExchangeFile } from './catalogue-entries.ts';
import { parseCsv, parseLocalFile } from './local-file.ts';
import {
  classify,
  guessExchange,
  normaliseExchange,
  sectorFromName,
  sectorFromProviderIndustry,
  sectorFromSic,
} from './sectors.ts';

describe('sector rules', () => {
  it('maps SIC codes by division, specific groups first', () => {
    expect(sectorFromSic('3674')).toBe('Information Technology'); // semiconductors
    expect(sectorFromSic('2834')).toBe('Healthcare'); // pharmaceutical preparations
    expect(sectorFromSic('3021')).toBe('Consumer Discretionary'); // footwear
    expect(sectorFromSic('6798')).toBe('Real Estate');
    expect(sectorFromSic('6022')).toBe('Financials');
    expect(sectorFromSic('1311')).toBe('Energy');
    expect(sectorFromSic('4911')).toBe('Utilities');
    expect(sectorFromSic('7372')).toBe('Information Technology');
    expect(sectorFromSic('5331')).toBe('Consumer Discretionary');
    expect(sectorFromSic('')).toBeNull();
    expect(sectorFromSic('abc')).toBeNull();
  });

  it('falls back to the keyword rules on the name, else Unknown', () => {
    expect(sectorFromName('Acme Therapeutics Inc')).toBe('Healthcare');
    expect(sectorFromName('First Community Bancorp')).toBe('Financials');
    expect(sectorFromName('Sunrise Realty Trust')).toBe('Real Estate');
    expect(sectorFromName('Permian Oil & Gas Co')).toBe('Energy');
    expect(sectorFromName('Quantum Software Ltd')).toBe('Information Technology');
    expect(sectorFromName('Great Lakes Foods')).toBe('Consumer Discretionary');
    expect(sectorFromName('Titan Aerospace Corp')).toBe('Industrials');
    expect(sectorFromName('Zyxw Corp')).toBeNull();
    expect(classify({ name: 'Zyxw Corp' })).toEqual({ industry: 'Unknown', sector: 'Unknown' });
    expect(classify({ name: 'Zyxw Bank', sic: '3674', sicDescription: 'Semiconductors' })).toEqual({
      industry: 'Semiconductors',
      sector: 'Information Technology',
    });
  });

  it('maps the provider industries per the spec table', () => {
    expect(sectorFromProviderIndustry('Technology')).toBe('Information Technology');
    expect(sectorFromProviderIndustry('Health Services')).toBe('Healthcare');
    expect(sectorFromProviderIndustry('Retail Trade')).toBe('Consumer Discretionary');
    expect(sectorFromProviderIndustry('Miscellaneous')).toBe('Other');
    expect(sectorFromProviderIndustry('Banking')).toBe('Other');
    expect(sectorFromProviderIndustry('')).toBe('Unknown');
  });

  it('guesses the exchange from the ticker and cuts it to 49 characters', () => {
    expect(guessExchange('ABCD')).toBe('NASDAQ');
    expect(guessExchange('BF.B')).toBe('OTC');
    expect(guessExchange('ABCDE')).toBe('NYSE');
    expect(normaliseExchange('Nasdaq', 'AAPL')).toBe('NASDAQ');
    expect(normaliseExchange(null, 'ABCDE')).toBe('NYSE');
    expect(normaliseExchange('X'.repeat(80), 'A')).toHaveLength(49);
  });
});

describe('SEC ticker file', () => {
  it('keeps the first row per ticker, rejects bad rows and ranks by position', () => {
    const { entries, rejected } = parseTickerExchangeFile({
      fields: ['cik', 'name', 'ticker', 'exchange'],
      data: [
        [320193, 'Apple Inc.', 'AAPL', 'Nasdaq'],
        [1, 'Dup', 'AAPL', 'NYSE'],
        [2, '', 'EMPTY', null],
        'junk',
        [3, 'No Exchange Holdings', 'NOEXC', null],
      ],
    });
    expect(entries.map((entry) => [entry.ticker, entry.sizeRank, entry.exchange, entry.cik])).toEqual([
      ['AAPL', 1, 'NASDAQ', '0000320193'],
      ['NOEXC', 5, 'NYSE', '0000000003'],
    ]);
    expect(rejected.map((line) => line.line)).toEqual([3, 4]);
    expect(() => parseTickerExchangeFile({ data: [] })).toThrow(/malformed/);
    expect(() => parseTickerExchangeFile('<html>')).toThrow(/malformed/);
  });
});

describe('local files', () => {
  it('parses quoted CSV fields with commas, quotes and line breaks, keeping line numbers', () => {
    expect(parseCsv('a,b\r\n"x, ""y""",2\n"multi\nline",3\n\n4,5')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', '2'] },
      { line: 3, cells: ['multi\nline', '3'] },
      { line: 6, cells: ['4', '5'] },
    ]);
  });

  it('refuses files that are not CSV or JSON, or lack the ticker and name columns', () => {
    expect(() => parseLocalFile('a.xlsx', '')).toThrow(/csv or .json/);
    expect(() => parseLocalFile('a.csv', 'symbol,title\nA,B')).toThrow(/ticker and name/);
    expect(() => parseLocalFile('a.json', '{"a":1}')).toThrow(/array/);
  });

  it('reports duplicates and non-text fields with their line', () => {
    const { entries, rejected } = parseLocalFile(
      'a.json',
      JSON.stringify([
        { ticker: 'abc', name: 'Abc Corp' },
        { ticker: 'ABC', name: 'Again' },
        { ticker: 'XYZ', name: 'Xyz', sector: 5 },
      ]),
    );
    expect(entries.map((entry) => entry.ticker)).toEqual(['ABC']);
    expect(rejected).toEqual([
      { line: 2, ticker: 'ABC', reason: 'duplicate ticker ABC in the file' },
      { line: 3, ticker: 'XYZ', reason: 'sector must be text' },
    ]);
  });
});
