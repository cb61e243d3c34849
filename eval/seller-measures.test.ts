import { describe, expect, it } from 'vitest';
import type { Analysis, AnalysisItem } from '../server/analysis/types.ts';
import {
  emptyGroups,
  operationsItemInTop,
  recurringTitles,
  securityRiskInTop,
  sellerOverlap,
} from './seller-measures.ts';

const item = (title: string, quote: string, start: number): AnalysisItem => ({
  title,
  description: 'd',
  evidence: { section: { key: '1A', title: 'Risk Factors' }, quote, start, end: start + quote.length },
});
const analysis = (parts: Partial<Analysis>): Analysis => ({
  keyInitiatives: [],
  riskFactors: [],
  positioningOpportunities: [],
  conversationStarters: [],
  ...parts,
});

describe("issue #28's seller measures", () => {
  it('measures two sellers’ overlap as the Jaccard of the quotes behind opportunities and starters', () => {
    const a = item('Ransomware attacks', 'Ransomware attacks could disrupt us.', 10);
    const b = item('Distribution centers', 'We operate 164 distribution centers.', 500);
    const c = item('Suppliers', 'We rely on suppliers.', 900);
    const security = analysis({
      positioningOpportunities: [a, c],
      conversationStarters: [{ text: 'q', evidence: a.evidence! }],
    });
    const robotics = analysis({ positioningOpportunities: [b, c] });
    expect(sellerOverlap(security, robotics)).toBeCloseTo(1 / 3);
    expect(sellerOverlap(analysis({}), analysis({}))).toBeNull();
  });

  it('finds a security risk in the top three, and an operations item among initiatives or opportunities', () => {
    const risks = ['Tariffs', 'Competition', 'Water scarcity', 'Cyber attacks'].map((t, i) =>
      item(t, `${t} could hurt us.`, i * 100),
    );
    expect(securityRiskInTop(analysis({ riskFactors: risks }))).toBe(false);
    expect(securityRiskInTop(analysis({ riskFactors: [risks[3]!, ...risks] }))).toBe(true);
    const plants = item('Opening new plants', 'We are opening two bottling plants in Texas.', 0);
    expect(operationsItemInTop(analysis({ positioningOpportunities: [plants] }))).toBe(true);
    expect(operationsItemInTop(analysis({ keyInitiatives: [risks[0]!] }))).toBe(false);
  });

  it('splits empty groups by whether the analysis says why', () => {
    const a = analysis({ emptyReasons: { riskFactors: 'risks_by_reference' } });
    expect(emptyGroups(a)).toEqual({
      withReason: ['riskFactors'],
      withoutReason: ['keyInitiatives', 'positioningOpportunities'],
    });
  });

  it('counts a title given to two companies, digits aside; the same company twice is not recurring', () => {
    const result = recurringTitles([
      { company: 'Walmart', title: 'Suppliers' },
      { company: 'Coca-Cola', title: 'Suppliers.' },
      { company: 'Walmart', title: 'Supply chain automation: 164 distribution facilities' },
      { company: 'Walmart', title: 'Supply chain automation: 162 distribution facilities' },
    ]);
    expect(result).toMatchObject({ distinct: 2, recurring: 1, examples: ['2 companies: suppliers'] });
  });
});
