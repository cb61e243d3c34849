import { describe, expect, it } from 'vitest';
import { emptyReasons } from './empty-reasons.ts';
import { fixtureFiling } from './testing/fixture-filing.ts';
import type { Analysis } from './types.ts';

const empty: Analysis = {
  keyInitiatives: [],
  riskFactors: [],
  positioningOpportunities: [],
  conversationStarters: [],
};
const item = { title: 't', description: 'd', evidence: null };

describe('why a group is empty', () => {
  it('gives no reasons when every group has items', () => {
    const filing = fixtureFiling('10-K', [
      { key: '1A', title: 'Risk Factors', blocks: [{ paragraphs: ['Risk.'] }] },
    ]);
    const full = { ...empty, keyInitiatives: [item], riskFactors: [item], positioningOpportunities: [item] };
    expect(emptyReasons(filing, full)).toBeUndefined();
  });

  it('tells a missing section from a section that states nothing, and a 10-Q that only points to its 10-K', () => {
    const annual = fixtureFiling('10-K', [
      { key: '7', title: 'MD&A', blocks: [{ paragraphs: ['Net sales rose.'] }] },
    ]);
    expect(emptyReasons(annual, empty)).toEqual({
      keyInitiatives: 'no_plans_stated',
      riskFactors: 'section_not_found',
      positioningOpportunities: 'no_need_named',
    });
    const quarterly = fixtureFiling('10-Q', [
      {
        key: 'II-1A',
        title: 'Risk Factors',
        blocks: [{ paragraphs: ['See our Annual Report on Form 10-K.'] }],
        kind: 'by reference',
        pointsTo: 'annual report',
      },
    ]);
    expect(emptyReasons(quarterly, { ...empty, positioningOpportunities: [item] })).toEqual({
      keyInitiatives: 'section_not_found',
      riskFactors: 'risks_by_reference',
    });
  });
});
