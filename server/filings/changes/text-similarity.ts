// Word-set similarity, shared by passage matching (compare-sections.ts) and sentence rewording (sentence-edits.ts).

/** Case, punctuation, curly quotes and spacing do not make a heading different. */
export function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function words(text: string): Set<string> {
  return new Set(
    normaliseHeading(text)
      .split(' ')
      .filter((word) => word.length > 2),
  );
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The key a heading is matched by: the normalised heading without its spaces, so punctuation that joins or splits
 * words ("e-commerce" / "ecommerce", "third-party" / "third party") does not make a heading different either.
 */
export function headingKey(heading: string): string {
  return normaliseHeading(heading).replaceAll(' ', '');
}
