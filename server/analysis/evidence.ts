import type { ParsedFiling } from '#server/filings/index.ts';
import {
  type Analysis,
  type AnalysisItem,
  type ConversationStarter,
  type Evidence,
  type RelatedFiling,
  rawOutputTitle,
} from './types.ts';

/** Quotes shorter than this prove nothing ("the Company" is found in every filing). */
const minQuoteLength = 20;

interface NormalizedText {
  text: string;
  lower: string;
  /** normalized index → original index */
  map: Int32Array;
}

/** Any parsed filing's text (an 8-K's too: Ask a filing checks its quotes the same way). */
type FilingText = Pick<ParsedFiling, 'text'>;

const cache = new WeakMap<FilingText, NormalizedText>();

const charFolds: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x200b ||
    code === 0xfeff ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x3000
  );
}

/**
 * Collapses whitespace and folds typographic quotes/dashes, remembering where each character came from. The text is
 * built from runs of characters kept as they are (slices), not one string per character: a 10-K's 400,000
 * characters were as many strings for the collector, and this ran three times slower.
 */
function normalizeForMatch(input: string): NormalizedText {
  const map = new Int32Array(input.length + 1);
  let text = '';
  let n = 0;
  let pendingSpace = false;
  // The run input[runStart, runEnd) is kept as it is and not yet in `text`.
  let runStart = 0;
  let runEnd = 0;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    // Every space character is at or below 32, or from U+00A0 up.
    if ((code <= 32 || code >= 0xa0) && isSpace(code)) {
      pendingSpace = n > 0;
      continue;
    }
    if (pendingSpace) {
      if (runEnd > runStart) text += input.slice(runStart, runEnd);
      text += ' ';
      map[n++] = i - 1;
      pendingSpace = false;
      runStart = runEnd = i;
    }
    const fold = code > 127 ? charFolds[input[i] as string] : undefined;
    if (fold !== undefined) {
      if (runEnd > runStart) text += input.slice(runStart, runEnd);
      text += fold;
      runStart = runEnd = i + 1;
    } else {
      if (runEnd !== i) {
        if (runEnd > runStart) text += input.slice(runStart, runEnd);
        runStart = i;
      }
      runEnd = i + 1;
    }
    map[n++] = i;
  }
  if (runEnd > runStart) text += input.slice(runStart, runEnd);
  const lowered = text.toLowerCase();
  // A character whose lower case is longer (İ) keeps its case, so that indexes still line up with `map`.
  let lower = lowered;
  if (lowered.length !== text.length) {
    lower = '';
    for (const c of text.split('')) lower += c.toLowerCase().length === 1 ? c.toLowerCase() : c;
  }
  return { text, lower, map: map.subarray(0, n) };
}

function normalizedFiling(filing: FilingText): NormalizedText {
  let normalized = cache.get(filing);
  if (!normalized) {
    normalized = normalizeForMatch(filing.text);
    cache.set(filing, normalized);
  }
  return normalized;
}

/** The longest piece of a quote the model shortened with an ellipsis, without surrounding quote marks. */
function cleanQuote(quote: string): string {
  const pieces = quote
    .split(/\.\.\.|…|\[\.\.\.\]/)
    .map((p) => normalizeForMatch(p.trim().replace(/^["'“‘]+|["'”’]+$/g, '')).text.trim());
  return pieces.reduce((longest, p) => (p.length > longest.length ? p : longest), '');
}

export interface QuoteMatch {
  start: number;
  end: number;
}

/** Finds a quote verbatim (whitespace-normalised; exact case first, then any case), nearest to `near`. */
export function findQuote(filing: FilingText, quote: string, near = 0): QuoteMatch | null {
  const needle = cleanQuote(quote);
  if (needle.length < minQuoteLength) return null;
  const hay = normalizedFiling(filing);
  const locate = (haystack: string, target: string): number => {
    let best = -1;
    let from = 0;
    for (;;) {
      const index = haystack.indexOf(target, from);
      if (index < 0) return best;
      if (best < 0 || Math.abs((hay.map[index] ?? 0) - near) < Math.abs((hay.map[best] ?? 0) - near))
        best = index;
      from = index + 1;
    }
  };
  let index = locate(hay.text, needle);
  if (index < 0) index = locate(hay.lower, normalizeForMatch(needle).lower);
  if (index < 0) return null;
  const start = hay.map[index] as number;
  const end = (hay.map[index + needle.length - 1] as number) + 1;
  return { start, end };
}

/** The section holding an offset; the narrowest one wins when sections nest. */
function sectionAt(filing: ParsedFiling, offset: number): Evidence['section'] {
  let found: { key: string; title: string; size: number } | null = null;
  for (const s of filing.sections) {
    if (offset >= s.start && offset < s.end && (!found || s.end - s.start < found.size)) {
      found = { key: s.key, title: s.title, size: s.end - s.start };
    }
  }
  return found ? { key: found.key, title: found.title } : { key: 'document', title: 'Filing text' };
}

/** Evidence for a range of the filing, with the quote read back from the text itself. */
export function evidenceAt(filing: ParsedFiling, start: number, end: number): Evidence {
  return {
    section: sectionAt(filing, start),
    quote: filing.text.slice(start, end).replace(/\s+/g, ' ').trim(),
    start,
    end,
  };
}

function verifyEvidence(filing: ParsedFiling, evidence: Evidence): Evidence | null {
  const match = findQuote(filing, evidence.quote, evidence.start);
  return match ? evidenceAt(filing, match.start, match.end) : null;
}

/**
 * Drops every item whose quote is not in the filing it names (the analysed one, or a related filing in
 * `related`) and recomputes positions from the actual match.
 */
export function verifyAnalysis(
  filing: ParsedFiling,
  analysis: Analysis,
  related: readonly RelatedFiling[] = [],
): Analysis {
  const verify = (evidence: Evidence): Evidence | null => {
    if (!evidence.source) return verifyEvidence(filing, evidence);
    const { accession, document } = evidence.source;
    const other = related.find((r) => r.accession === accession && r.document === document);
    const checked = other ? verifyEvidence(other.filing, evidence) : null;
    return checked ? { ...checked, section: evidence.section, source: evidence.source } : null;
  };
  const items = (list: AnalysisItem[]) =>
    list.flatMap((item) => {
      if (!item.evidence) return item.title === rawOutputTitle ? [item] : [];
      const evidence = verify(item.evidence);
      return evidence ? [{ ...item, evidence }] : [];
    });
  const starters = (list: ConversationStarter[]) =>
    list.flatMap((starter) => {
      const evidence = verify(starter.evidence);
      return evidence ? [{ ...starter, evidence }] : [];
    });
  return {
    keyInitiatives: items(analysis.keyInitiatives),
    riskFactors: items(analysis.riskFactors),
    positioningOpportunities: items(analysis.positioningOpportunities),
    conversationStarters: starters(analysis.conversationStarters),
  };
}
