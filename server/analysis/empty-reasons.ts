import type { ParsedFiling } from '#server/filings/index.ts';
import { sectionPlan } from './engines/extractive/extractive-engine.ts';
import type { Analysis } from './types.ts';

/**
 * A reason for each empty group, whatever engine wrote the analysis (every engine reads the sections of
 * `sectionPlan`): an empty group must say why. A section that is missing, or only points elsewhere, explains its
 * group; otherwise the group is empty because of what the filing says (no plan stated) or does not say (no need of
 * this seller named).
 */
export function emptyReasons(filing: ParsedFiling, analysis: Analysis): Analysis['emptyReasons'] {
  const has = (key: string) => filing.sections.some((s) => s.key === key && s.kind === 'content');
  const pointsElsewhere = (key: string) =>
    filing.sections.some((s) => s.key === key && s.kind === 'by reference');
  const plan = sectionPlan[filing.formType];
  const reasons: NonNullable<Analysis['emptyReasons']> = {};
  if (analysis.keyInitiatives.length === 0)
    reasons.keyInitiatives = plan.initiatives.some(has) ? 'no_plans_stated' : 'section_not_found';
  if (analysis.riskFactors.length === 0) {
    reasons.riskFactors = pointsElsewhere(plan.risks)
      ? 'risks_by_reference'
      : has(plan.risks)
        ? 'no_risks_listed'
        : 'section_not_found';
  }
  if (analysis.positioningOpportunities.length === 0) reasons.positioningOpportunities = 'no_need_named';
  return Object.keys(reasons).length ? reasons : undefined;
}
