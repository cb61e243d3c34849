import type { TextSpan } from '#server/filings/index.ts';

const abbreviations = new Set(
  'inc corp co ltd llc no nos u.s e.g i.e vs mr ms mrs dr st jr sr approx fig jan feb mar apr jun jul aug sep sept oct nov dec etc al'.split(
    ' ',
  ),
);

const boundary = /[.!?]["'”’)\]]*\s+(?=["“'‘(]?[A-Z0-9])/g;

/** Splits a span into sentence spans (offsets stay absolute), leaving abbreviations like "U.S." and "Inc." alone. */
export function splitSentences(span: TextSpan): TextSpan[] {
  const out: TextSpan[] = [];
  const { text } = span;
  let from = 0;
  for (const match of text.matchAll(boundary)) {
    const stop = match.index + 1;
    const before = text.slice(Math.max(from, stop - 12), stop - 1);
    const lastWord = before.split(/\s+/).pop()?.toLowerCase() ?? '';
    if (abbreviations.has(lastWord) || /^[a-z]$/i.test(lastWord) || /\.[a-z]$/i.test(lastWord)) continue;
    pushTrimmed(out, span, from, match.index + match[0].trimEnd().length);
    from = match.index + match[0].length;
  }
  pushTrimmed(out, span, from, text.length);
  return out;
}

function pushTrimmed(out: TextSpan[], span: TextSpan, from: number, to: number): void {
  const raw = span.text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (!trimmed) return;
  const start = span.start + from + lead;
  out.push({ start, end: start + trimmed.length, text: trimmed });
}

/** The part of a span inside [from, to), trimmed; null when nothing is left. */
export function clipSpan(span: TextSpan, from: number, to: number): TextSpan | null {
  const start = Math.max(span.start, from);
  const end = Math.min(span.end, to);
  if (end <= start) return null;
  const raw = span.text.slice(start - span.start, end - span.start);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  return text ? { start: start + lead, end: start + lead + text.length, text } : null;
}

/**
 * A verbatim piece of a sentence at most `max` characters long, cut at a clause boundary when possible, so a
 * quote stays readable in a conversation starter.
 */
export function shortenSpan(span: TextSpan, max: number): TextSpan {
  if (span.text.length <= max) return span;
  const head = span.text.slice(0, max);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(' — '));
  const cut = clause >= max * 0.45 ? clause : head.lastIndexOf(' ');
  const text = span.text.slice(0, cut > 0 ? cut : max).replace(/[\s,;:—-]+$/, '');
  return { start: span.start, end: span.start + text.length, text };
}
