import { analyses, userAnalyses } from '#server/analysis/schema.ts';
import type { Analysis } from '#server/analysis/types.ts';
import type { Db } from '#server/db/client.ts';
import { APPLE_10K_ACCESSION, insertFiling } from '#server/filings/testing/filings.ts';

const SAMPLE_ACCESSION = APPLE_10K_ACCESSION;

/** An analysis whose every item has a quote, with characters a note must carry safely (quotes, <, &). */
export const sampleAnalysis: Analysis = {
  keyInitiatives: [
    {
      title: 'Expand services revenue',
      description: 'Services keep growing faster than hardware.',
      evidence: {
        section: { key: 'item7', title: "Item 7. Management's Discussion and Analysis" },
        quote:
          'Services net sales increased during 2024 compared to 2023 due primarily to higher net sales from advertising, cloud and the App Store.',
        start: 1200,
        end: 1330,
      },
    },
  ],
  riskFactors: [
    {
      title: 'Supply chain concentration',
      description: 'Key components come from a few suppliers <in Asia> & elsewhere.',
      evidence: {
        section: { key: 'item1a', title: 'Item 1A. Risk Factors' },
        quote:
          'The Company depends on component and product manufacturing performed by outsourcing partners, many of which are located outside of the U.S.',
        start: 400,
        end: 540,
      },
    },
  ],
  positioningOpportunities: [
    {
      title: 'Security tooling for the supply chain',
      description: 'Position vendor-risk monitoring.',
      evidence: {
        section: { key: 'item1a', title: 'Item 1A. Risk Factors' },
        quote: 'Outsourcing partners may be subject to cybersecurity incidents.',
        start: 600,
        end: 660,
      },
    },
  ],
  conversationStarters: [
    {
      text: 'How are you monitoring the security of your outsourcing partners?',
      evidence: {
        section: { key: 'item1a', title: 'Item 1A. Risk Factors' },
        quote: 'The Company’s business could be harmed by “supply disruptions”.',
        start: 700,
        end: 760,
      },
    },
  ],
};

/** Stores an analysis of AAPL's 10-K in the user's history, with its filing row, and returns its id. */
export async function insertAnalysis(
  db: Db,
  userId: string,
  analysis: Analysis = sampleAnalysis,
): Promise<string> {
  await insertFiling(db);
  const [row] = await db
    .insert(analyses)
    .values({
      accession: SAMPLE_ACCESSION,
      engine: 'extractive',
      descriptionHash: `hash-${userId}-${Math.random()}`,
      ticker: 'AAPL',
      filingType: '10-K',
      result: analysis,
    })
    .returning({ id: analyses.id });
  await db
    .insert(userAnalyses)
    .values({ userId, analysisId: row!.id, productDescription: 'security software' });
  return row!.id;
}
