import { describe, expect, it } from 'vitest';
import { applyTitleFallbacks, isGenericTitle } from './titles.ts';
import type { Analysis } from './types.ts';

const evidence = { section: { key: '1', title: 'Business' }, quote: 'q', start: 0, end: 1 };
const item = (title: string) => ({ title, description: 'd', evidence });

describe('title fallbacks', () => {
  it('recognises generic titles', () => {
    for (const t of ['Point 1', 'Initiative', 'Risk 3:', 'Opportunity #2', 'risk factor', '']) {
      expect(isGenericTitle(t)).toBe(true);
    }
    expect(isGenericTitle('Investing in cloud infrastructure')).toBe(false);
  });

  it('numbers fallbacks by position, as the spec names them', () => {
    const analysis: Analysis = {
      keyInitiatives: [item('Cloud migration'), item('Initiative')],
      riskFactors: [item('Risk')],
      positioningOpportunities: [item('Point 1'), item('Opportunity')],
      conversationStarters: [],
    };
    const fixed = applyTitleFallbacks(analysis);
    expect(fixed.keyInitiatives.map((i) => i.title)).toEqual(['Cloud migration', 'Strategic Initiative 2']);
    expect(fixed.riskFactors[0]!.title).toBe('Risk Factor 1');
    expect(fixed.positioningOpportunities.map((i) => i.title)).toEqual(['Opportunity 1', 'Opportunity 2']);
  });
});
