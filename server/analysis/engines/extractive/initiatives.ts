import type { ParsedFiling, TextSpan } from '../../../filings/sections/types.ts';
import { evidenceAt } from '../../evidence.ts';
import type { Bm25Index } from '../../text/bm25.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { initiativeTerms } from './concepts.ts';
import { headingTitle, initiativeTitle } from './initiative-title.ts';
import type { Passage } from './passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from './query.ts';
import { describe, normalizeKey, rankSentences, sentenceScore } from './scoring.ts';

export interface RankedInitiative {
  passage: Passage;
  best: TextSpan;
  item: AnalysisItem;
}

const actionHint =
  /\b(invest|expand|launch|introduc|develop|accelerat|transform|focus|acqui|deploy|moderni|build|continue[sd]? to|plans? to|expects? to|intends? to)/i;
export const boilerplate =
  /forward-looking|should be read in conjunction|critical accounting|see note|refer to|incorporated (herein )?by reference|could (materially )?adversely|there can be no assurance|no material (impact|change)|repurchase|dividend|stock-based compensation|shares of (our )?common stock|\bASU\b|\bFASB\b|accounting standards? update/i;
/** Sentences that lean on the previous one ("This allows…") make poor stand-alone evidence. */
const anaphoric = /^(?:this|these|that|those|it|they|such|as a result|in addition|additionally)\b/i;
const ownVoice = /^(?:we|our|the company|in (?:fiscal )?\d{4},? we)\b/i;
/** The company must be the actor: "the U.S. Department of Commerce has initiated…" is not its initiative. */
const companyVoice = /\b(?:we|our|us|the company|company['’]s)\b/i;
const forwardLooking = /\b(?:continue[sd]? to|plans? to|expects? to|intends? to|will)\b/i;

function sentenceBonus(text: string): number {
  let bonus = 0;
  if (actionHint.test(text)) bonus += 1.5;
  if (ownVoice.test(text)) bonus += 1;
  if (forwardLooking.test(text)) bonus += 0.5;
  if (anaphoric.test(text)) bonus -= 2;
  return bonus;
}

/** MD&A sub-sections about results, financing and accounting: figures, not initiatives. */
const financialHeadings =
  /forward-looking|critical accounting|liquidity|legal proceedings|repurchase|dividend|recent accounting|cash flow|capital return|shareholder|stock|foreign (exchange|currency)|currenc|income tax|taxes|interest|debt|borrowing|gross margin|operating expenses|revenues?$|net (sales|income|operating revenues)|segment|recoverability|impairment|contractual obligation|off-balance|concentration|volume|seasonality|fiscal period|other income|equity method|critical|estimates|pension|commitments|contingenc|margin|operating income|operating charges|purchases|proceeds|expense|available information|pronouncements|cash requirements|obligations|selling, general|executive officers|non-gaap|other information|comprised|properties|exhibits|controls and procedures/i;
/** Workforce programmes are initiatives only for sellers to HR. */
const workforceHeadings =
  /human capital|compensation|benefits|diversity|inclusion|health and safety|employees|talent|workforce|well-being|engagement|growth and development|training|learning|culture|technical programs|people/i;
const workforceSentence =
  /\b(?:employees?|team members|workforce|talent|graduates|training programs?|career|leadership|learning opportunities|diversity|inclusion|human capital|associates|headcount|personnel|compensation committee)\b/i;
/** Sub-sections that describe the company's situation, not something it is doing. */
const contextHeadings =
  /intellectual property|patents?|structural changes|exposures?|hedging|competition|competitive|seasonal|regulation|regulatory|tariffs?|trade measures|return on|capital resources|legal|environmental matters|government/i;
/** Reported figures and metric definitions read like investment but are results. */
const resultTalk =
  /\bcompared (?:to|with)\b|\bprimarily due to\b|\b(?:was|were) (?:primarily )?driven (?:primarily )?by\b|\bexpenses (?:also )?include\b|\btax incentives?\b|\bas (?:a )?metrics?\b|\breport(?:ed|ing)? (?:of )?(?:unit|membership)|\bASU\b|\baccounting standards? update|\brecogni[sz]ed in\b|\bbalance sheets?\b|\b(?:do|does|did) not\b|^if\b|principal business activity|^our products and services include|unit case volume|equity method|intercompany|amortization|forward contracts|hedg(?:e|es|ing)\b/i;

/** Key initiatives: the passages of the business and MD&A sections that read most like investment and change. */
export function rankInitiatives(
  filing: ParsedFiling,
  passages: Passage[],
  index: Bm25Index,
  sectionKeys: readonly string[],
  product: ProductProfile,
  limit = 5,
): RankedInitiative[] {
  const hrSeller = product.concepts.some((c) => c.id === 'workforce');
  const usable = passages.flatMap((passage, i) => {
    const heading = passage.subheading?.text ?? '';
    const ok =
      sectionKeys.includes(passage.section.key) &&
      !financialHeadings.test(heading) &&
      !contextHeadings.test(heading) &&
      (hrSeller || !workforceHeadings.test(heading));
    return ok ? [{ passage, i }] : [];
  });
  const initiativeQuery = termQuery(initiativeTerms, 1);
  const query = mergeQueries(initiativeQuery, product.query, 0.7);
  const scored = usable
    .map(({ passage, i }) => {
      const candidates = passage.sentences.filter(
        (s) =>
          !boilerplate.test(s.text) &&
          !resultTalk.test(s.text) &&
          companyVoice.test(s.text) &&
          (hrSeller || !workforceSentence.test(s.text)),
      );
      const ranked = rankSentences(candidates, index, query);
      const best = ranked.find((s) => actionHint.test(s.text) && !anaphoric.test(s.text)) ?? ranked[0];
      const bonus = best ? sentenceBonus(best.text) : 0;
      const score = best ? index.score(i, query) + bonus + 0.3 * sentenceScore(best, index, query) : 0;
      return { passage, ranked, best, score };
    })
    // An initiative is something the company does or plans, not a figure it reports.
    .filter(
      (x) => x.best && x.score > 0 && (actionHint.test(x.best.text) || forwardLooking.test(x.best.text)),
    )
    .sort((a, b) => b.score - a.score);

  const seenTitles = new Set<string>();
  const seenHeadings = new Set<string>();
  const out: RankedInitiative[] = [];
  for (const { passage, ranked, best } of scored) {
    if (out.length >= limit || !best) break;
    const headingKey = passage.subheading ? normalizeKey(passage.subheading.text) : `p${passage.span.start}`;
    if (seenHeadings.has(headingKey)) continue;
    const title =
      initiativeTitle(best.text) ??
      headingTitle(passage.subheading?.text) ??
      `Strategic Initiative ${out.length + 1}`;
    const titleKey = normalizeKey(title);
    if (seenTitles.has(titleKey)) continue;
    seenTitles.add(titleKey);
    seenHeadings.add(headingKey);
    const quote = shortenSpan(best, 300);
    const description = describe([best, ...ranked.filter((s) => s !== best)]);
    out.push({
      passage,
      best,
      item: { title, description, evidence: evidenceAt(filing, quote.start, quote.end) },
    });
  }
  return out;
}
