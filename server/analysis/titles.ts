import type { Analysis, AnalysisItem } from './types.ts';

const fallbackPrefix = {
  keyInitiatives: 'Strategic Initiative',
  riskFactors: 'Risk Factor',
  positioningOpportunities: 'Opportunity',
} as const;

/** "Point 2", "Initiative", "Risk 3:", "Opportunity #1" — titles that say nothing. */
const generic =
  /^(?:key\s+)?(?:point|initiative|strategic initiative|risk|risk factor|opportunity|item|title)\s*#?\s*\d*\s*[:.)-]?\s*$/i;

export function isGenericTitle(title: string): boolean {
  return title.trim() === '' || generic.test(title.trim());
}

/** Replaces generic titles with the spec's numbered fallbacks ('Strategic Initiative N', 'Risk Factor N', 'Opportunity N'). */
export function applyTitleFallbacks(analysis: Analysis): Analysis {
  const fix = (list: AnalysisItem[], key: keyof typeof fallbackPrefix) =>
    list.map((item, i) =>
      isGenericTitle(item.title) ? { ...item, title: `${fallbackPrefix[key]} ${i + 1}` } : item,
    );
  return {
    ...analysis,
    keyInitiatives: fix(analysis.keyInitiatives, 'keyInitiatives'),
    riskFactors: fix(analysis.riskFactors, 'riskFactors'),
    positioningOpportunities: fix(analysis.positioningOpportunities, 'positioningOpportunities'),
  };
}
