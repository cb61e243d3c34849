import type { SignalCategory } from '../../contract/research.ts';

interface Rankable {
  category: SignalCategory;
  technology: string | null;
  stance: string;
  amount: string | null;
  quote: string;
  newSincePriorYear: boolean | null;
}

/** A vendor quoted more often than this says the same thing again (Netflix names AWS seven times in one risk). */
const PER_TECHNOLOGY = 2;
/** Unnamed programme sentences kept per category: a retailer's 10-K mentions digital sales on every page. */
const PER_CATEGORY_UNNAMED = 5;
const MAX_SIGNALS = 40;

/**
 * What a seller reads first: a named vendor or framework, then a move or an incident, an amount, and what is new
 * this year; generic mentions last. Ties keep the filing's order.
 */
function score(signal: Rankable): number {
  return (
    (signal.technology ? 8 : 0) +
    (signal.stance === 'incident' || signal.stance === 'migrating' ? 3 : 0) +
    (signal.amount ? 2 : 0) +
    (signal.newSincePriorYear ? 2 : 0) +
    (signal.stance === 'investing' ? 1 : 0)
  );
}

const normalised = (quote: string) => quote.toLowerCase().replace(/\s+/g, ' ');

/**
 * The signals worth showing, best first: one per sentence and technology (the 10-Q repeating the 10-K counts
 * once), at most a few per vendor and per category of unnamed mentions, and a bounded list in all.
 */
export function rankSignals<S extends Rankable>(signals: readonly S[]): S[] {
  const seen = new Set<string>();
  const perKey = new Map<string, number>();
  const ranked = signals
    .map((signal, index) => ({ signal, index, score: score(signal) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const kept: S[] = [];
  for (const { signal } of ranked) {
    const sentence = `${signal.technology ?? signal.category}\u0000${normalised(signal.quote)}`;
    if (seen.has(sentence)) continue;
    seen.add(sentence);
    const key = signal.technology ? `t:${signal.technology}` : `c:${signal.category}`;
    const count = perKey.get(key) ?? 0;
    if (count >= (signal.technology ? PER_TECHNOLOGY : PER_CATEGORY_UNNAMED)) continue;
    perKey.set(key, count + 1);
    kept.push(signal);
    if (kept.length === MAX_SIGNALS) break;
  }
  return kept;
}
