import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParsedFiling } from '#server/filings/index.ts';
import { extractSections } from '#server/filings/sections/extract-sections.ts';
import type { PeriodicForm } from '../../contract/fields.ts';
import { edgarDir } from '../../eval/edgar-dir.ts';
import { extractSignals, type Signal } from './extract-signals.ts';
import { rankSignals } from './rank-signals.ts';

const parse = (file: string, form: PeriodicForm) =>
  extractSections(
    readFileSync(path.join(edgarDir, 'Archives/edgar/data', file), 'utf8'),
    form,
  ) as ParsedFiling;

interface Expected {
  category: Signal['category'];
  technology: string | null;
  stance: Signal['stance'];
  section: string;
  /** A verbatim piece of the sentence quoted. */
  quote: string;
}

/** What a reader of each shared 10-K finds on its technology, written down by hand from the filings. */
const EXPECTED: { name: string; file: string; company: string; ticker: string; signals: Expected[] }[] = [
  {
    name: 'NFLX 10-K FY2024',
    file: '1065280/000106528025000044/nflx-20241231.htm',
    company: 'Netflix, Inc.',
    ticker: 'NFLX',
    signals: [
      {
        category: 'cloud',
        technology: 'Amazon Web Services',
        stance: 'risk',
        section: '1A',
        quote: 'We rely upon Amazon Web Services to operate certain aspects of our service',
      },
    ],
  },
  {
    name: 'KO 10-K FY2024',
    file: '21344/000002134425000011/ko-20241231.htm',
    company: 'Coca-Cola Co',
    ticker: 'KO',
    signals: [
      {
        category: 'cybersecurity',
        technology: 'CISO reporting line',
        stance: 'investing',
        section: '1C',
        quote: 'who reports directly to the Company’s Chief Information Officer',
      },
    ],
  },
  {
    name: 'WMT 10-K FY2025',
    file: '104169/000010416925000021/wmt-20250131.htm',
    company: 'Walmart Inc.',
    ticker: 'WMT',
    signals: [
      {
        category: 'cybersecurity',
        technology: 'NIST Cybersecurity Framework',
        stance: 'investing',
        section: '1C',
        quote: 'Our cybersecurity program is informed by various industry frameworks',
      },
    ],
  },
  {
    name: 'TSLA 10-K FY2024',
    file: '1318605/000162828025003063/tsla-20241231.htm',
    company: 'Tesla, Inc.',
    ticker: 'TSLA',
    signals: [
      {
        category: 'cybersecurity',
        technology: 'ISO 27001',
        stance: 'investing',
        section: '1C',
        quote: 'has been certified to conform to the requirements of ISO/IEC 27001:2013',
      },
    ],
  },
  {
    name: 'NKE 10-K FY2025',
    file: '320187/000032018725000047/nke-20250531.htm',
    company: 'NIKE, Inc.',
    ticker: 'NKE',
    signals: [
      {
        category: 'enterprise_systems',
        technology: null,
        stance: 'migrating',
        section: '7',
        quote: 'with the continued rollout of a new Enterprise Resource Planning Platform',
      },
    ],
  },
];

describe.each(EXPECTED)('$name', ({ file, company, ticker, signals: expected }) => {
  const filing = parse(file, '10-K');
  const signals = extractSignals(filing, { name: company, ticker });

  it('finds the signals written down for it', () => {
    for (const want of expected)
      expect(signals).toContainEqual(
        expect.objectContaining({
          category: want.category,
          technology: want.technology,
          stance: want.stance,
          section: expect.objectContaining({ key: want.section }),
          quote: expect.stringContaining(want.quote),
        }),
      );
  });

  it('quotes every signal verbatim from the place it points to', () => {
    expect(signals.length).toBeGreaterThan(0);
    for (const signal of signals) expect(filing.text.slice(signal.start, signal.end)).toBe(signal.quote);
  });

  it('keeps the written-down signals among the ones shown', () => {
    const shown = rankSignals(signals.map((signal) => ({ ...signal, newSincePriorYear: null })));
    expect(shown.length).toBeLessThanOrEqual(40);
    for (const want of expected) expect(shown.some((signal) => signal.quote.includes(want.quote))).toBe(true);
  });
});

describe("a company's own products are not vendors it buys", () => {
  it('Oracle naming Oracle Cloud (known by its ticker), Alphabet naming Google Cloud (by its name)', () => {
    const oracle = extractSignals(parse('1341439/000095017024104905/orcl-20240831.htm', '10-Q'), {
      ticker: 'ORCL',
    });
    expect(oracle.filter((signal) => signal.technology === 'Oracle')).toEqual([]);
    const alphabet = extractSignals(parse('1652044/000165204425000014/goog-20241231.htm', '10-K'), {
      name: 'Alphabet Inc.',
      ticker: 'GOOGL',
    });
    expect(alphabet.filter((signal) => signal.technology === 'Google Cloud')).toEqual([]);
  });
});
