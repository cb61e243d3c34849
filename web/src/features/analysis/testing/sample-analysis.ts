import type { AnalysisResponse, Evidence } from '../api/types';

const evidence = (quote: string, start: number): Evidence => ({
  section: { key: 'item1', title: 'Item 1. Business' },
  quote,
  start,
  end: start + quote.length,
});

/** A small analysis response, two items in the initiative group, one generic title in each titled group. */
export function sampleAnalysisResponse(overrides: Partial<AnalysisResponse> = {}): AnalysisResponse {
  return {
    analysis: {
      keyInitiatives: [
        {
          title: 'Expanding services',
          description: 'Services revenue keeps growing.',
          evidence: evidence('Services net sales increased', 100),
        },
        { title: 'Initiative 2', description: 'A second one.', evidence: evidence('new data centers', 400) },
      ],
      riskFactors: [
        { title: 'Risk:', description: 'Cyber attacks.', evidence: evidence('security breaches', 900) },
      ],
      positioningOpportunities: [
        { title: 'point', description: 'Sell them endpoint security.', evidence: null },
      ],
      conversationStarters: [
        {
          text: 'How are you protecting the services platform?',
          evidence: evidence('the Company’s services platform', 1200),
        },
      ],
    },
    usageTracked: true,
    id: '00000000-0000-4000-8000-000000000001',
    cached: false,
    accession: '0000320193-24-000123',
    productDescription: 'endpoint security software for enterprises',
    documentUrl: '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=abc',
    engine: { id: 'extractive', label: "Evidence engine — extracts and ranks the filing's own sentences" },
    sellerNeeds: ['cybersecurity'],
    ...overrides,
  };
}
