import type { FilingChanges } from '#server/filings/changes/filing-changes.ts';

interface Located {
  start: number;
  end: number;
  quote: string;
}

const normalised = (text: string) => text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/**
 * Whether a 10-K sentence is new since the prior 10-K, by What changed's classification of the passage holding it:
 * a new passage is new, an unchanged one is not, and in a rewritten one only the sentences it added are. Null
 * outside the passages compared (Items 1C and 7, a section either year lacks) or when nothing was compared.
 */
export function newnessOf(changes: FilingChanges | null): (signal: Located) => boolean | null {
  const compared = [changes?.risk_factors, changes?.business].flatMap((section) =>
    section?.compared ? section.changes : [],
  );
  return (signal) => {
    const change = compared.find(
      ({ current }) => current && current.start <= signal.start && signal.end <= current.end,
    );
    if (!change) return null;
    if (change.kind === 'new') return true;
    if (change.kind !== 'rewritten') return false;
    const quote = normalised(signal.quote);
    return change.added.some((sentence) => {
      const added = normalised(sentence);
      // A fragment the diff split off ("Inc.") is too short to stand for the sentence.
      return added.includes(quote) || (added.length >= 20 && quote.includes(added));
    });
  };
}
