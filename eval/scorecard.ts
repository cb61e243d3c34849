import { emptyReasons } from '../server/analysis/empty-reasons.ts';
import { concepts } from '../server/analysis/engines/extractive/concepts.ts';
import { analyzeExtractive, sectionPlan } from '../server/analysis/engines/extractive/extractive-engine.ts';
import { productNoun } from '../server/analysis/engines/extractive/relevance.ts';
import { tokenize } from '../server/analysis/text/tokenize.ts';
import type { Analysis, AnalysisItem, RelatedFiling } from '../server/analysis/types.ts';
import { sectionsFromExhibit } from '../server/filings/sections/exhibit-sections.ts';
import type { ParsedFiling, TextSpan } from '../server/filings/sections/types.ts';
import type { EvalCase } from './cases.ts';
import type { WrittenItem } from './recurring-sentences.ts';
import {
  emptyGroups as emptyGroupsOf,
  isEmptyAnalysis,
  operationsItemInTop,
  securityRiskInTop,
  sellerOverlap,
  type WrittenTitle,
} from './seller-measures.ts';

export const DESCRIPTIONS = {
  security: 'endpoint security software for enterprises',
  warehouse: 'cloud data warehouse and analytics platform',
  // Issue #28's second seller: warehouse words that are not a data warehouse.
  robotics: 'warehouse robotics and automated fulfilment systems',
} as const;

export interface CaseScore {
  name: string;
  hard: boolean;
  keysExpected: number;
  keysFound: number;
  byReferenceExpected: number;
  byReferenceLabelled: number;
  /** Items moved to Exhibit 13: found in the exhibit with their first words, and quoted by the analysis. */
  exhibitExpected: number;
  exhibitResolved: number;
  exhibitQuotes: number;
  /** Risk items of a by-reference 10-Q quoted from the latest 10-K. */
  followedRisks: number;
  /** Checked sections whose start or length is wrong (real), or characters off at the boundaries (hard). */
  boundaryErrors: number;
  boundaryChecked: number;
  riskHeadingsExpected: number;
  riskHeadingsFound: number;
  shortItemsExpected: number;
  shortItemsKept: number;
  placeholders: number;
  boilerplateQuotes: number;
  unsupportedTitles: number;
  emptyGroups: string[];
  /** Top three risks and the top opportunity for each description. */
  order: Record<keyof typeof DESCRIPTIONS, string[]>;
  reordered: boolean;
  /** Everything we wrote around the quotes, for both descriptions: measured across filings (recurring sentences). */
  written: WrittenItem[];
  /** Every title, for titles that recur across companies. */
  titles: WrittenTitle[];
  /** Jaccard of the quotes behind the security and robotics sellers' opportunities and starters. */
  overlap: number | null;
  /** A security risk in the security seller's top three risks. */
  securityTop3: boolean;
  /** An operations item in the robotics seller's top three initiatives or opportunities. */
  operationsTop: boolean;
  /** Empty groups over the three sellers' analyses, with and without a reason given; analyses with every group empty. */
  emptyWithReason: string[];
  emptyWithoutReason: string[];
  emptyAnalyses: number;
  problems: string[];
}

const PLACEHOLDER = /^(?:Strategic Initiative|Risk Factor|Opportunity) \d+$/;
/** Quotes that only send the reader elsewhere, or legal boilerplate. */
const BOILERPLATE =
  /\bsee note \d+|\bsee (?:item|part) [0-9ivx]|\bthe section (?:entitled|titled)\b|\bunder the (?:heading|caption)\b|\bincorporated (?:herein )?by reference\b|\bforward-looking statements\b|\bshould be read in conjunction\b|\brefer to (?:note|item|part)\b/i;
const POINTER_TITLE = 'Risk factors unchanged since the annual report';
const norm = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[.:;…]+$/, '')
    .trim()
    .toLowerCase();

export function scoreCase(
  c: EvalCase,
  parsed: ParsedFiling,
  annual: RelatedFiling | undefined,
  hard: boolean,
): CaseScore {
  const problems: string[] = [];
  const found = new Set(parsed.sections.map((s) => s.key));
  const keysFound = c.keys.filter((k) => found.has(k)).length;
  for (const k of c.keys) if (!found.has(k)) problems.push(`section ${k} not found`);
  const byRef = Object.entries(c.byReference);
  const labelled = byRef.filter(([key, target]) =>
    parsed.sections.some(
      (s) => s.key === key && s.kind === 'by reference' && s.pointsTo === target && s.pointer,
    ),
  ).length;
  if (labelled < byRef.length) problems.push('by-reference item not labelled');

  let boundaryErrors = 0;
  let boundaryChecked = 0;
  for (const [key, check] of Object.entries(c.checks)) {
    const s = parsed.sections.find((x) => x.key === key);
    boundaryChecked++;
    const ok =
      s?.paragraphs[0]?.text.startsWith(check.firstWords) &&
      s.end - s.start >= check.min &&
      s.end - s.start <= check.max;
    if (!ok) {
      boundaryErrors++;
      problems.push(`boundary of ${key}`);
    }
  }
  if (c.headings) {
    // Rendered headings are known: each section must start at its heading and end where the next begins.
    c.headings.forEach(({ key, heading }, i) => {
      const s = parsed.sections.find((x) => x.key === key);
      const start = parsed.text.lastIndexOf(`\n${heading}\n`) + 1;
      const next = c.headings![i + 1];
      const nextStart = next ? parsed.text.lastIndexOf(`\n${next.heading}\n`) + 1 : -1;
      boundaryChecked++;
      const endOk = !s || nextStart <= 0 || (s.end <= nextStart && nextStart - s.end < 200);
      if (!s || s.start !== start || !endOk) {
        boundaryErrors++;
        problems.push(`boundary of ${key}`);
      }
    });
  }

  const riskKey = sectionPlan[c.form].risks;
  const riskSection = parsed.sections.find((s) => s.key === riskKey && s.kind !== 'by reference');
  const titles = (riskSection?.subheadings ?? []).map((h) => norm(h.text));
  const riskHeadingsFound = c.riskTitles.filter((t) => titles.some((x) => x.startsWith(norm(t)))).length;
  if (riskHeadingsFound < c.riskTitles.length)
    problems.push(`${c.riskTitles.length - riskHeadingsFound} risk headings missed`);
  const shortEntries = Object.entries(c.shortItems);
  const shortItemsKept = shortEntries.filter(([key, text]) =>
    parsed.sections.find((s) => s.key === key)?.paragraphs.some((p) => p.text === text),
  ).length;
  if (shortItemsKept < shortEntries.length) problems.push('short item emptied');

  const exhibitFiling = c.exhibit ? sectionsFromExhibit(c.exhibit.html) : undefined;
  const exhibit = exhibitFiling && { accession: c.accession, document: 'ex13.htm', filing: exhibitFiling };
  const exhibitKeys = Object.entries(c.exhibit?.firstWords ?? {});
  const exhibitResolved = exhibitKeys.filter(([key, words]) =>
    exhibitFiling?.sections.find((s) => s.key === key)?.paragraphs[0]?.text.startsWith(words),
  ).length;
  if (exhibitResolved < exhibitKeys.length) problems.push('Exhibit 13 item not resolved');
  const analyses = Object.fromEntries(
    Object.entries(DESCRIPTIONS).map(([name, productDescription]) => [
      name,
      withReasons(
        parsed,
        analyzeExtractive({
          filing: parsed,
          productDescription,
          companyName: c.company,
          annualReport: annual,
          exhibit,
        }),
      ),
    ]),
  ) as Record<keyof typeof DESCRIPTIONS, Analysis>;
  const exhibitQuotes = Object.values(analyses)
    .flatMap((a) => a.keyInitiatives)
    .filter((i) => i.evidence?.source?.document).length;
  if (exhibit && exhibitQuotes === 0) problems.push('no initiative quoted from Exhibit 13');

  let placeholders = 0;
  let boilerplateQuotes = 0;
  let unsupportedTitles = 0;
  const emptyGroups: string[] = [];
  for (const [name, analysis] of Object.entries(analyses)) {
    const lists = [analysis.keyInitiatives, analysis.riskFactors, analysis.positioningOpportunities];
    for (const item of lists.flat()) {
      if (PLACEHOLDER.test(item.title)) placeholders++;
      if (item.title !== POINTER_TITLE && BOILERPLATE.test(item.evidence?.quote ?? '')) {
        boilerplateQuotes++;
        problems.push(`${name}: boilerplate quote "${item.evidence?.quote.slice(0, 60)}"`);
      }
    }
    const pointer = analysis.riskFactors.find((r) => r.title === POINTER_TITLE)?.evidence?.start;
    for (const starter of analysis.conversationStarters)
      if (starter.evidence.start !== pointer && BOILERPLATE.test(starter.evidence.quote)) {
        boilerplateQuotes++;
        problems.push(`${name}: boilerplate starter quote "${starter.evidence.quote.slice(0, 60)}"`);
      }
    const unsupported = [
      ...analysis.keyInitiatives.filter((i) => !initiativeSupported(i)),
      ...analysis.riskFactors.filter((r) => r.title !== POINTER_TITLE && !riskSupported(r, parsed, annual)),
      ...analysis.positioningOpportunities.filter((o) => !opportunitySupported(o)),
    ];
    unsupportedTitles += unsupported.length;
    for (const u of unsupported) problems.push(`${name}: unsupported title "${u.title}"`);
    if (c.initiatives && analysis.keyInitiatives.length === 0) emptyGroups.push(`${name} initiatives`);
    if (analysis.riskFactors.length === 0) emptyGroups.push(`${name} risks`);
    if (name === 'security' && c.cyberRisk && analysis.positioningOpportunities.length === 0)
      emptyGroups.push(`${name} opportunities`);
  }
  for (const g of emptyGroups) problems.push(`empty: ${g}`);
  const written = Object.entries(analyses).flatMap(([name, a]) => {
    const seller = DESCRIPTIONS[name as keyof typeof DESCRIPTIONS];
    const strip = [
      seller,
      productNoun(seller),
      c.company,
      c.company.replace(/,? Inc\.?$|,? Corporation$/, ''),
    ];
    return [
      ...[a.keyInitiatives, a.riskFactors, a.positioningOpportunities]
        .flat()
        .map((item) => ({ company: c.company, text: item.description, strip: [...strip, item.title] })),
      ...a.conversationStarters.map((s) => ({ company: c.company, text: s.text, strip })),
    ];
  });
  const order = Object.fromEntries(
    Object.entries(analyses).map(([name, a]) => [
      name,
      [
        ...a.riskFactors
          .filter((r) => r.title !== POINTER_TITLE)
          .slice(0, 3)
          .map((r) => r.title),
        ...a.positioningOpportunities.slice(0, 1).map((o) => o.title),
      ],
    ]),
  ) as CaseScore['order'];
  const empties = Object.entries(analyses).map(([name, a]) => {
    const { withReason, withoutReason } = emptyGroupsOf(a);
    return { with: withReason.map((g) => `${name} ${g}`), without: withoutReason.map((g) => `${name} ${g}`) };
  });
  const emptyWithoutReason = empties.flatMap((e) => e.without);
  for (const g of emptyWithoutReason) problems.push(`empty without a reason: ${g}`);
  const writtenTitles = Object.values(analyses).flatMap((a) =>
    [a.keyInitiatives, a.riskFactors, a.positioningOpportunities]
      .flat()
      .map((item) => ({ company: c.company, title: item.title })),
  );
  return {
    name: c.name,
    hard,
    titles: writtenTitles,
    overlap: sellerOverlap(analyses.security, analyses.robotics),
    securityTop3: securityRiskInTop(analyses.security),
    operationsTop: operationsItemInTop(analyses.robotics),
    emptyWithReason: empties.flatMap((e) => e.with),
    emptyWithoutReason,
    emptyAnalyses: Object.values(analyses).filter(isEmptyAnalysis).length,
    keysExpected: c.keys.length,
    keysFound,
    byReferenceExpected: byRef.length,
    byReferenceLabelled: labelled,
    exhibitExpected: exhibitKeys.length,
    exhibitResolved,
    exhibitQuotes,
    followedRisks: Object.values(analyses)
      .flatMap((a) => a.riskFactors)
      .filter((r) => r.evidence?.source?.formType === '10-K').length,
    boundaryErrors,
    boundaryChecked,
    riskHeadingsExpected: c.riskTitles.length,
    riskHeadingsFound,
    shortItemsExpected: shortEntries.length,
    shortItemsKept,
    placeholders,
    boilerplateQuotes,
    unsupportedTitles,
    emptyGroups,
    order,
    reordered: order.security.join('|') !== order.warehouse.join('|'),
    written,
    problems,
  };
}

/** The reasons the API gives for empty groups (run-analysis adds them to every engine's answer). */
const withReasons = (filing: ParsedFiling, analysis: Analysis): Analysis => ({
  ...analysis,
  emptyReasons: emptyReasons(filing, analysis),
});

const ACTION_WORDS = new Set(
  tokenize(
    'investing expanding launching introducing developing accelerating transforming acquiring deploying modernizing building improving enhancing advancing automating ramping spending migrating rolling opening',
  ),
);

/** An initiative's title names what its quote says: every word of its object is in the quote. */
function initiativeSupported(item: AnalysisItem): boolean {
  const quote = new Set(tokenize(item.evidence?.quote ?? ''));
  const words = tokenize(item.title).filter((t) => !ACTION_WORDS.has(t));
  return words.length > 0 && words.filter((t) => quote.has(t)).length / words.length >= 0.8;
}

/** A risk's quote comes from the text under its own heading: after it, before the next heading of any level. */
function riskSupported(item: AnalysisItem, parsed: ParsedFiling, annual: RelatedFiling | undefined): boolean {
  const evidence = item.evidence;
  if (!evidence) return false;
  const filing = evidence.source ? annual?.filing : parsed;
  const section = filing?.sections.find((s) => s.key === evidence.section.key && s.kind !== 'by reference');
  if (!section) return false;
  const title = norm(item.title);
  const heading = section.subheadings.find((h) => norm(h.text).startsWith(title));
  if (!heading) return false;
  const stops: TextSpan[] = [...section.subheadings, ...(section.groupHeadings ?? [])];
  const next = Math.min(...stops.map((h) => h.start).filter((s) => s >= heading.end), section.end);
  return evidence.start >= heading.end && evidence.end <= next;
}

/** An opportunity's title is the quote's own words for a need: most of its words are in the quote, one a need's. */
function opportunitySupported(item: AnalysisItem): boolean {
  const quote = new Set(tokenize(item.evidence?.quote ?? ''));
  const words = tokenize(item.title);
  const inQuote = words.filter((t) => quote.has(t));
  return (
    words.length > 0 &&
    inQuote.length / words.length >= 0.8 &&
    concepts.some((c) => inQuote.some((t) => c.filingTerms.has(t)))
  );
}
