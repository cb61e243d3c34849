import { tokenize } from './tokenize.ts';

export interface WeightedQuery {
  /** stemmed term → weight */
  terms: Map<string, number>;
}

/** A BM25 index over short passages (paragraphs or risk blocks). */
export class Bm25Index {
  readonly docTokens: string[][];
  private readonly termFreqs: Map<string, number>[];
  private readonly docFreq = new Map<string, number>();
  private readonly avgLength: number;

  constructor(
    docs: readonly string[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.docTokens = docs.map(tokenize);
    this.termFreqs = this.docTokens.map((tokens) => {
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.docFreq.set(t, (this.docFreq.get(t) ?? 0) + 1);
      return tf;
    });
    const total = this.docTokens.reduce((sum, tokens) => sum + tokens.length, 0);
    this.avgLength = total / Math.max(1, this.docTokens.length);
  }

  idf(term: string): number {
    const n = this.docTokens.length;
    const df = this.docFreq.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  score(docIndex: number, query: WeightedQuery): number {
    const tf = this.termFreqs[docIndex];
    const length = this.docTokens[docIndex]?.length ?? 0;
    if (!tf || length === 0) return 0;
    let score = 0;
    for (const [term, weight] of query.terms) {
      const f = tf.get(term);
      if (!f) continue;
      const norm = (f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * length) / this.avgLength));
      score += weight * this.idf(term) * norm;
    }
    return score;
  }

  /** Query terms that occur in the document, strongest first. */
  matchedTerms(docIndex: number, query: WeightedQuery): string[] {
    const tf = this.termFreqs[docIndex];
    if (!tf) return [];
    return [...query.terms.keys()].filter((t) => tf.has(t));
  }
}

/** Builds a weighted query from free text: every distinct stem once, times `weight`. */
export function queryFrom(
  text: string,
  weight = 1,
  into: WeightedQuery = { terms: new Map() },
): WeightedQuery {
  for (const term of tokenize(text)) {
    into.terms.set(term, Math.max(into.terms.get(term) ?? 0, weight));
  }
  return into;
}
