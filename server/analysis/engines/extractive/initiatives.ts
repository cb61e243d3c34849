import type { ParsedFiling, TextSpan } from '#server/filings/index.ts';
import { evidenceAt } from '../../evidence.ts';
import type { Bm25Index } from '../../text/bm25.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { AnalysisItem } from '../../types.ts';
import { concepts, initiativeTerms } from './concepts.ts';
import { initiativeTitle } from './initiative-title.ts';
import type { Passage } from './passages.ts';
import { mergeQueries, type ProductProfile, termQuery } from './query.ts';
import { withFacts } from './quote-facts.ts';
import { type Relevance, relevanceOf, relevanceSentence } from './relevance.ts';
import { describe, normalizeKey, rankSentences, sentenceScore } from './scoring.ts';

export interface RankedInitiative {
  passage: Passage;
  relevance: Relevance;
  best: TextSpan;
  item: AnalysisItem;
}

const actionHint =
  /\b(invest|expand|launch|announc|introduc|develop|accelerat|transform|acqui|deploy|moderni|build|migrat|roll(?:ed|ing|s)? out|ramp|capital expenditures|continue[sd]? to|plans? to|expects? to|intends? to)/i;
export const boilerplate =
  /\bfiled (?:by the company )?with the (?:sec|securities and exchange commission)\b|\bsecurities analysts?\b|\binvestor relations\b|\bset forth below\b|\bthis item\b|\bsee (?:note|item|part)\b|\bthe (?:section|heading|caption) (?:entitled|titled)\b|\bfound (?:herein )?(?:under|in) ["“]?(?:item|part|note)\b|\b(?:described|discussed|included) (?:in|under) ["“]?(?:note|item|part) \d|forward-looking|should be read in conjunction|critical accounting|see note|refer to|incorporated (herein )?by reference|could (materially )?adversely|there can be no assurance|no material (impact|change)|repurchase|dividend|stock-based compensation|shares of (our )?common stock|\bASU\b|\bFASB\b|accounting standards? update/i;
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
  /forward-looking|critical accounting|legal proceedings|repurchase|dividend|recent accounting|cash flow|capital return|shareholder|stock|foreign (exchange|currency)|currenc|income tax|taxes|interest|debt|borrowing|gross margin|operating expenses|revenues?$|net (sales|income|operating revenues)|segment|recoverability|impairment|contractual obligation|off-balance|concentration|volume|seasonality|fiscal period|other income|equity method|critical|estimates|pension|commitments|contingenc|margin|operating income|operating charges|purchases|proceeds|expense|available information|pronouncements|cash requirements|obligations|selling, general|executive officers|non-gaap|other information|comprised|properties|exhibits|controls and procedures/i;
/** "Business Seasonality and Product Introductions": launches, whatever else the heading names. */
const launchHeadings = /product (?:introductions|launches|announcements)|new products/i;
/** Workforce programmes are initiatives only for sellers to HR. */
const workforceHeadings =
  /human capital|compensation|benefits|diversity|inclusion|health and safety|employees|talent|workforce|well-being|engagement|growth and development|training|learning|culture|technical programs|people/i;
const workforceSentence =
  /\b(?:employees?|team members|workforce|talent|graduates|training programs?|career|leadership|learning opportunities|diversity|inclusion|human capital|associates|headcount|personnel|compensation committee)\b/i;
/** Sub-sections that describe the company's situation, not something it is doing. */
const contextHeadings =
  /intellectual property|patents?|structural changes|exposures?|hedging|competition|competitive|seasonal|regulation|regulatory|tariffs?|trade measures|return on|legal|environmental matters|government/i;
/** Reported figures and metric definitions read like investment but are results. */
const resultTalk =
  /\bcompared (?:to|with)\b|\bprimarily due to\b|\b(?:was|were) (?:primarily )?driven (?:primarily )?by\b|\bexpenses (?:also )?include\b|\btax incentives?\b|\bas (?:a )?metrics?\b|\breport(?:ed|ing)? (?:of )?(?:unit|membership)|\bASU\b|\baccounting standards? update|\brecogni[sz]ed in\b|\bbalance sheets?\b|\b(?:do|does|did) not\b|^if\b|principal business activity|^our products and services include|unit case volume|equity method|intercompany|amortization|\bdepreciation|\bcapitali[sz]ed|\(exercisable|forward contracts|hedg(?:e|es|ing)\b/i;

/** "…included the following:", "Research and Development Expenses: …": a list's lead-in or a label, not context. */
export const leadsIntoList = /:$|^[A-Z][\w ,&’'-]{2,60}:\s/;
/** Mission and values statements say what the company wants to be, not what it is doing. */
const missionTalk =
  /\b(?:mission|vision|purpose|aspir\w*|strive|our values|we believe|committed to (?:being|becoming)|building a (?:world|future|better)|we aim to|we seek to|our (?:goal|objective|ambition) is|our strategy is to)\b/i;
/**
 * History: "Historically, we have invested…", "Since our original focus…", "Over the past 5 years…", and a look
 * back with no year to date it: "People thought we were crazy when we acquired YouTube…".
 */
const historyTalk =
  /\b(?:historically|since our (?:original|founding|inception)|over the (?:past|last) (?:\d+|several|few) years|over the years|in the past|when we (?:first )?[a-z]+ed)\b/i;
/** Lawsuits, investigations and settlements are not initiatives, whatever verb they use. */
const legalTalk =
  /\b(?:lawsuits?|litigation|court|plaintiffs?|complaints?|alleg\w+|settle(?:d|ment)|class action|antitrust|investigations?|subpoena|indictment|penalt(?:y|ies)|fines?)\b/i;
/** What the company is, makes or buys from whom: descriptions, not something it is doing now. */
const descriptionTalk =
  /\b(?:designs?,?\s+(?:develops?|manufactures?)|designs? and (?:develops?|manufactures?|markets?)|markets? and sells?|our products (?:include|are)|(?:is|are) (?:a|an|the) (?:leading|global|premier)|single[- ]source|sole[- ]source|outsourcing partners?|(?:components?|parts) (?:from|are sourced|sourced)|we (?:source|obtain|purchase) (?:components|parts|materials))\b/i;
const acquisitionTalk = /\bacqui(?:re|red|res|ring|sition)|\bmerger\b|\bpurchased\b/i;

/** The fiscal year a filing reports on: the latest year its cover page and first pages name repeatedly. */
export function filingYear(text: string): number | null {
  const counts = new Map<number, number>();
  for (const match of text.slice(0, 40_000).matchAll(/\b(19[89]\d|20\d{2})\b/g)) {
    const year = Number(match[1]);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  const frequent = [...counts].filter(([, n]) => n >= 3).map(([year]) => year);
  return frequent.length > 0 ? Math.max(...frequent) : null;
}

/** A sentence about something finished years ago ("In 2020, we acquired…") is history, not an initiative. */
function isStale(text: string, year: number | null): boolean {
  if (year === null) return false;
  const years = [...text.matchAll(/\b(19[89]\d|20\d{2})\b/g)].map((m) => Number(m[1]));
  if (years.length === 0) return false;
  const latest = Math.max(...years);
  return latest < year - 1 || (acquisitionTalk.test(text) && latest < year);
}

/** Where the company says it, for an item with no context sentence: its own sub-heading when it has one. */
function whereDescribed(company: string, passage: Passage): string {
  const heading = passage.subheading?.text.replace(/[.:]+$/, '').trim();
  return heading
    ? `${company} sets it out under “${heading}” in ${passage.section.title}.`
    : `${company} sets it out in ${passage.section.title}.`;
}

/** Whether a sentence reads as something the company is doing or investing in now. */
export function isInitiativeSentence(text: string, year: number | null): boolean {
  return (
    !boilerplate.test(text) &&
    !resultTalk.test(text) &&
    !missionTalk.test(text) &&
    !historyTalk.test(text) &&
    !legalTalk.test(text) &&
    !descriptionTalk.test(text) &&
    !isStale(text, year) &&
    companyVoice.test(text) &&
    (actionHint.test(text) || forwardLooking.test(text))
  );
}

/** Key initiatives: the passages of the business and MD&A sections that read most like investment and change. */
export function rankInitiatives(
  filing: ParsedFiling,
  passages: Passage[],
  index: Bm25Index,
  sectionKeys: readonly string[],
  product: ProductProfile,
  company: string,
  limit = 5,
): RankedInitiative[] {
  const hrSeller = product.concepts.some((c) => c.id === 'workforce');
  const year = filingYear(filing.text);
  const usable = passages.flatMap((passage, i) => {
    const heading = passage.subheading?.text ?? '';
    const ok =
      sectionKeys.includes(passage.section.key) &&
      (launchHeadings.test(heading) ||
        (!financialHeadings.test(heading) && !contextHeadings.test(heading))) &&
      (hrSeller || !workforceHeadings.test(heading));
    return ok ? [{ passage, i }] : [];
  });
  const initiativeQuery = termQuery(initiativeTerms, 1);
  const query = mergeQueries(initiativeQuery, product.query, 0.7);
  const scored = usable
    .map(({ passage, i }) => {
      const candidates = passage.sentences.filter(
        (s) =>
          isInitiativeSentence(s.text, year) &&
          initiativeTitle(shortenSpan(s, 300).text) !== null &&
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
  const picked: (RankedInitiative & { score: number })[] = [];
  for (const { passage, best, score } of scored) {
    if (picked.length >= limit || !best) break;
    const headingKey = passage.subheading ? normalizeKey(passage.subheading.text) : `p${passage.span.start}`;
    if (seenHeadings.has(headingKey)) continue;
    // The title names what the quote says is being done; a sentence that names nothing gives no initiative.
    const quote = shortenSpan(best, 300);
    const action = initiativeTitle(quote.text);
    if (!action) continue;
    // The action and its object, then the quote's own amounts, counts, names and date.
    const title = withFacts(action, quote.text);
    const titleKey = normalizeKey(title);
    if (seenTitles.has(titleKey)) continue;
    seenTitles.add(titleKey);
    seenHeadings.add(headingKey);
    const relevance = relevanceOf(`${passage.subheading?.text ?? ''} ${best.text}`, product, concepts);
    // Context from the same paragraph: the sentence after the quote (or before it), never the quote again.
    const near = passage.sentences.filter(
      (s) =>
        s.start !== best.start &&
        s.text.length <= 260 &&
        !leadsIntoList.test(s.text) &&
        !boilerplate.test(s.text) &&
        !resultTalk.test(s.text),
    );
    const others = [
      ...near.filter((s) => s.start > best.start),
      ...near.filter((s) => s.start < best.start).reverse(),
    ];
    const context = others.length > 0 ? describe(others.slice(0, 1), 260) : '';
    picked.push({
      passage,
      best,
      relevance,
      score,
      item: {
        title,
        description:
          [
            context,
            relevanceSentence(relevance, product, {
              kind: 'initiative',
              company,
              quote: quote.text,
              heading: passage.subheading?.text,
            }),
          ]
            .filter(Boolean)
            .join(' ') || whereDescribed(company, passage),
        evidence: evidenceAt(filing, quote.start, quote.end),
      },
    });
  }
  return picked
    .sort((a, b) => b.relevance.tier - a.relevance.tier || b.score - a.score)
    .map(({ score: _score, ...rest }) => rest);
}
