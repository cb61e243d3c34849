/** A generic title ('Point 2', 'Risk:', …) is shown as the group's numbered fallback. */
const fallbackTitlePrefix = {
  keyInitiatives: 'Strategic Initiative',
  riskFactors: 'Risk Factor',
  positioningOpportunities: 'Opportunity',
} as const;

export type TitledGroup = keyof typeof fallbackTitlePrefix;

const generic =
  /^(?:key\s+)?(?:point|initiative|strategic initiative|risk|risk factor|opportunity|item|title)\s*#?\s*\d*\s*[:.)-]?\s*$/i;

/** The server applies the same rule; repeating it here keeps stored and model-written results readable. */
export function displayTitle(group: TitledGroup, title: string, index: number): string {
  const trimmed = title.trim();
  return trimmed === '' || generic.test(trimmed) ? `${fallbackTitlePrefix[group]} ${index + 1}` : trimmed;
}
