import { describe, expect, it } from 'vitest';
import { SECTORS } from '../../../contract/prospects.ts';
import { bundledSic, sicLookup } from './bundled-sic.ts';
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
import { readableSicTitle } from './sic-titles.ts';

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
    expect(sectorFromSic('5331')).toBe('Consumer Staples'); // variety stores: Walmart, Costco
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

describe('SIC industries (ADR 0304)', () => {
  it('gives every code in SEC list a sector but foreign governments and non-operating shells', () => {
    const unmapped = bundledSic()
      .codes()
      .filter(({ sic }) => sectorFromSic(sic) === null)
      .map(({ sic }) => sic);
    expect(unmapped).toEqual([9721, 9995]);
    expect(bundledSic().codes().length).toBeGreaterThan(400);
  });

  it('produces only the sectors a screen can ask for', () => {
    const produced = new Set([
      ...bundledSic()
        .codes()
        .map(({ sic }) => sectorFromSic(sic)),
      ...['Technology', 'Finance', 'Miscellaneous', 'Communications'].map(sectorFromProviderIndustry),
      sectorFromName('Acme Bancorp'),
      sectorFromName('Acme Realty'),
    ]);
    produced.delete(null);
    expect([...produced].filter((sector) => !(SECTORS as readonly string[]).includes(sector!))).toEqual([]);
  });

  it('places industries where a salesperson looks for them', () => {
    const cases: Array<[number, string]> = [
      [2836, 'Healthcare'], // biological products
      [3841, 'Healthcare'], // surgical instruments
      [6324, 'Healthcare'], // UnitedHealth
      [3576, 'Information Technology'], // Cisco
      [7370, 'Information Technology'],
      [3711, 'Consumer Discretionary'], // Tesla
      [5961, 'Consumer Discretionary'], // Amazon
      [1531, 'Consumer Discretionary'], // home builders
      [2080, 'Consumer Staples'], // Coca-Cola
      [5411, 'Consumer Staples'], // grocery stores
      [4922, 'Energy'], // pipelines
      [4953, 'Industrials'], // waste
      [3721, 'Industrials'], // aircraft
      [3812, 'Industrials'], // defence electronics
      [6770, 'Financials'], // blank checks
      [6021, 'Financials'], // national banks
      [4813, 'Communication Services'],
      [7812, 'Communication Services'],
      [7311, 'Communication Services'], // advertising agencies
      [1040, 'Materials'], // gold
      [3089, 'Materials'], // plastics products
      [4911, 'Utilities'],
      [6798, 'Real Estate'],
    ];
    for (const [sic, sector] of cases) expect([sic, sectorFromSic(sic)]).toEqual([sic, sector]);
  });

  it('writes SEC titles in readable case, as EDGAR does', () => {
    expect(readableSicTitle('SERVICES-PREPACKAGED SOFTWARE')).toBe('Services-Prepackaged Software');
    expect(readableSicTitle('SEMICONDUCTORS & RELATED DEVICES')).toBe('Semiconductors & Related Devices');
    expect(readableSicTitle('GOLD AND SILVER ORES')).toBe('Gold and Silver Ores');
    expect(readableSicTitle('OIL & GAS FIELD SERVICES, NEC')).toBe('Oil & Gas Field Services, NEC');
    expect(readableSicTitle("GAMES, TOYS & CHILDREN'S VEHICLES (NO DOLLS & BICYCLES)")).toBe(
      "Games, Toys & Children's Vehicles (No Dolls & Bicycles)",
    );
    expect(readableSicTitle('RADIO & TV BROADCASTING & COMMUNICATIONS EQUIPMENT')).toBe(
      'Radio & TV Broadcasting & Communications Equipment',
    );
  });

  it('ships the SIC of the companies EDGAR lists (spot checks against EDGAR submissions)', () => {
    const sic = bundledSic();
    expect(sic.byCik('0000320193')).toEqual({ sic: 3571, title: 'Electronic Computers' });
    expect(sic.byCik(789019)).toEqual({ sic: 7372, title: 'Services-Prepackaged Software' });
    expect(sic.byCik('1045810')?.title).toBe('Semiconductors & Related Devices');
    expect(sic.byCik('200406')?.title).toBe('Pharmaceutical Preparations');
    expect(sic.byCik(null)).toBeUndefined();
    expect(sic.byCik('1')).toBeUndefined();
  });
});

describe('SEC ticker file', () => {
  it('classifies by the SIC known for the CIK, else by the name', () => {
    const sic = sicLookup({
      source: 'test',
      titles: { '2834': 'Pharmaceutical Preparations' },
      ciks: { '200406': 2834 },
    });
    const { entries } = parseTickerExchangeFile(
      {
        fields: ['cik', 'name', 'ticker', 'exchange'],
        data: [
          [200406, 'JOHNSON & JOHNSON', 'JNJ', 'NYSE'],
          [5, 'Acme Bancorp', 'ACME', 'NYSE'],
        ],
      },
      sic,
    );
    expect(entries.map(({ ticker, industry, sector, sic }) => ({ ticker, industry, sector, sic }))).toEqual([
      { ticker: 'JNJ', industry: 'Pharmaceutical Preparations', sector: 'Healthcare', sic: 2834 },
      { ticker: 'ACME', industry: 'Unknown', sector: 'Financials', sic: null },
    ]);
  });

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
