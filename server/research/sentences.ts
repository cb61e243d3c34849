import type { TextSpan } from '#server/filings/index.ts';

const ABBREVIATIONS = new Set(
  'inc corp co ltd llc no nos u.s e.g i.e vs mr ms mrs dr st jr sr approx fig jan feb mar apr jun jul aug sep sept oct nov dec etc al'.split(
    ' ',
  ),
);
const BOUNDARY = /[.!?]["'”’)\]]*\s+(?=["“'‘(]?[A-Z0-9])/g;

/**
 * A paragraph cut into sentences whose offsets stay absolute (into the filing's text), so each quote is a verbatim
 * slice the viewer can mark; "U.S." and "Inc." do not end a sentence.
 */
export function sentencesOf(paragraph: TextSpan): TextSpan[] {
  const out: TextSpan[] = [];
  const { text } = paragraph;
  let from = 0;
  const push = (to: number) => {
    const raw = text.slice(from, to);
    const trimmed = raw.trim();
    if (!trimmed) return;
    const start = paragraph.start + from + (raw.length - raw.trimStart().length);
    out.push({ start, end: start + trimmed.length, text: trimmed });
  };
  for (const match of text.matchAll(BOUNDARY)) {
    const stop = match.index + 1;
    const lastWord =
      text
        .slice(Math.max(from, stop - 12), stop - 1)
        .split(/\s+/)
        .pop()
        ?.toLowerCase() ?? '';
    if (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord) || /\.[a-z]$/i.test(lastWord)) continue;
    push(match.index + match[0].trimEnd().length);
    from = match.index + match[0].length;
  }
  push(text.length);
  return out;
}
