import type { AccountBrief } from '@contract/account-brief';

const citation = (quote: string, start: number) => ({
  quote,
  section: { key: '1A', title: 'Item 1A. Risk Factors' },
  accession: '0000021344-25-000011',
  formType: '10-K',
  start,
  end: start + quote.length,
  viewUrl: `/api/sec-filings/document/0000021344-25-000011?expires=1&sig=x&highlight=${start}-${start + quote.length}#highlight`,
});

/** A brief as the server answers it, for the web tests; `analysis: null` gives the brief of an unanalysed company. */
export function sampleBrief(over: Partial<AccountBrief> = {}): AccountBrief {
  return {
    ticker: 'KO',
    generatedAt: '2025-06-01T10:00:00.000Z',
    profile: {
      name: 'COCA COLA CO',
      industry: 'Bottled & Canned Soft Drinks',
      employees: null,
      revenue: [
        { value: 45_754_000_000, period: 'FY2023', yoy: null, sourceUrl: 'https://www.sec.gov/a' },
        { value: 47_061_000_000, period: 'FY2024', yoy: 0.029, sourceUrl: 'https://www.sec.gov/b' },
      ],
    },
    analysis: {
      id: '00000000-0000-4000-8000-000000000001',
      accession: '0000021344-25-000011',
      filingType: '10-K',
      productDescription: 'Endpoint security for bottlers',
      analysedAt: '2025-05-30T10:00:00.000Z',
    },
    initiatives: [
      {
        title: 'Refranchising bottling operations',
        text: 'Coca-Cola keeps refranchising its bottlers.',
        citation: citation('We continue to refranchise bottling territories.', 100),
      },
    ],
    risks: [
      {
        title: 'Cyber attacks on bottlers',
        text: 'A breach at a bottler would stop deliveries.',
        citation: citation('Our bottling partners rely on information systems.', 300),
      },
    ],
    conversationStarters: [
      { text: 'How do your bottlers secure their plants?', citation: citation('We rely on bottlers.', 500) },
    ],
    technology: [
      {
        category: 'enterprise_systems',
        technology: 'SAP',
        stance: 'migrating',
        amount: null,
        newSincePriorYear: true,
        citation: citation('We are implementing SAP across our operations.', 700),
      },
    ],
    changes: {
      current: { accession: '0000021344-25-000011', filingDate: '2025-02-20' },
      priorFilingDate: '2024-02-20',
      message: null,
      points: [],
    },
    upcoming: [
      {
        form: '10-Q',
        periodEnd: '2025-06-27',
        expectedDate: '2025-07-25',
        earliestDate: '2025-07-23',
        latestDate: '2025-07-29',
        basis: 'usually files 26–30 days after quarter end',
      },
    ],
    unavailable: [],
    ...over,
  };
}
