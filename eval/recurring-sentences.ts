/**
 * The rule for what we write around a quote: no sentence of ours may be one that could be pasted unchanged into
 * another company's analysis. Measured as the issue defines it: split an item's text into sentences; take out the
 * seller's description (and the product noun made from it), the item's title, the company's name and ticker;
 * write digits as '#'; a sentence whose remainder recurs in the analyses of at least `minCompanies` different
 * companies makes its item 'recurring'.
 */
export interface WrittenItem {
  /**
   * The company the item was written for. Counted by company, not filing: a company's own sentence that its next
   * 10-K repeats is not one that could be pasted into another company's analysis.
   */
  company: string;
  /** What we wrote: the description, or a conversation starter's question. */
  text: string;
  /** Phrases that are allowed to repeat: the seller's description, the title, the company's name and ticker. */
  strip: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z“"‘'(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function remainderOf(sentence: string, strip: readonly string[]): string {
  let text = sentence;
  for (const phrase of [...strip].filter(Boolean).sort((a, b) => b.length - a.length))
    text = text.replace(new RegExp(escapeRegExp(phrase), 'gi'), ' ');
  return text
    .replace(/\d+/g, '#')
    .toLowerCase()
    .replace(/[^a-z#]+/g, ' ')
    .trim();
}

export function recurringItems(items: readonly WrittenItem[], minCompanies = 3) {
  const companiesOf = new Map<string, Set<string>>();
  const remainders = items.map((item) =>
    sentencesOf(item.text)
      .map((sentence) => remainderOf(sentence, item.strip))
      .filter((r) => r.split(' ').length >= 3),
  );
  items.forEach((item, i) => {
    for (const r of remainders[i]!) companiesOf.set(r, (companiesOf.get(r) ?? new Set()).add(item.company));
  });
  const recurring = new Map<string, number>();
  let count = 0;
  remainders.forEach((list) => {
    const repeated = list.filter((r) => (companiesOf.get(r)?.size ?? 0) >= minCompanies);
    if (repeated.length) count++;
    for (const r of repeated) recurring.set(r, companiesOf.get(r)!.size);
  });
  const examples = [...recurring].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${n} companies: ${r}`);
  return { total: items.length, recurring: count, examples };
}
