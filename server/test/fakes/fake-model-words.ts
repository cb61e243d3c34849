/** The fake model's phrasing: short titles and questions around words taken from the prompt. */

const trailingFiller =
  /[\s,;:—–-]+$|\s+(?:and|or|of|to|the|a|an|our|its|their|for|in|on|at|with|from|by|as)$/i;

/** "a, b and c" */
export function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** At most `count` words of `text`, cut so it does not end on a dangling "and" or comma. */
export function withinWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= count) return text.trim().replace(/[.:;]+$/, '');
  let cut = words.slice(0, count).join(' ');
  while (trailingFiller.test(cut)) cut = cut.replace(trailingFiller, '');
  return cut;
}

/** "Investing in cloud" → "investing in cloud"; "AI chips" and "U.S. sales" keep their capitals. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text;
}

/** A heading's words as they read inside a sentence: "Cloud Services" → "cloud services"; "AI" stays. */
export function inSentence(text: string): string {
  const words = text.split(/\s+/);
  const titleCase = words.every((w) => w.length < 4 || /^[A-Z]/.test(w));
  return titleCase
    ? words.map((w) => (/^[A-Z][^A-Z]*$/.test(w) ? w.toLowerCase() : w)).join(' ')
    : lowerFirst(text);
}

/** A risk factor's own heading as its title; a very long one is cut at a word and marked with '…'. */
export function headingTitle(heading: string): string {
  const text = heading.replace(/[.:;]+$/, '');
  return text.length <= 160 ? text : `${text.slice(0, 160).replace(/[\s,;:]+\S*$/, '')}…`;
}

/** What the product is, in a few words: "We sell endpoint security software for banks" → "endpoint security software". */
export function productPhrase(description: string): string {
  const bare = description
    .trim()
    .replace(/^(?:we|i)\s+(?:sell|offer|provide|make|build|develop)\s+/i, '')
    .replace(/^(?:an?|the|our)\s+/i, '');
  const head = bare.split(/[.,;:!?()\n]|\s(?:for|to|that|which|who|with|so)\s/i)[0] ?? '';
  return withinWords(head, 5) || 'your product';
}

/**
 * What a heading is about, in a few words: a short heading itself ("Cloud Services" → "cloud services"), else its
 * subject ("Changes in foreign exchange rates could reduce…" → "changes in foreign exchange rates"), or what it
 * depends on when the subject says nothing ("Our business depends on the continued supply of components…" →
 * "continued supply of components").
 */
export function topicOfHeading(heading: string | null): string {
  if (!heading) return '';
  if (heading.split(/\s+/).length <= 4 && !/[.:;]$/.test(heading)) return inSentence(heading);
  const [subject = '', object = ''] = heading.split(
    /[.;:(]|\s(?:could|may|might|can|will|would|is|are|has|have|depends?|relies?)\s/i,
  );
  for (const part of [subject, object]) {
    const bare = part
      .split(/,|\s(?:from|through|across|because|due to)\s/i)[0]!
      .replace(/^(?:on|upon|in|to|that)\s+/i, '')
      .replace(/^(?:our|the company['’]s|the|its|their)\s+/i, '');
    const topic = withinWords(bare, 7);
    if (topic.split(/\s+/).length >= 2) return inSentence(topic);
  }
  return '';
}

const questions = [
  (topic: string, product: string) => `How are you handling ${topic} today, and where could ${product} help?`,
  (topic: string, _product: string, form: string) =>
    `Your ${form} mentions ${topic}: who owns it this year, and how is it measured?`,
  (topic: string) => `What has to go right with ${topic} over the next twelve months?`,
  (topic: string, _product: string, form: string) => `How has ${topic} changed since your last ${form}?`,
  (topic: string) => `If ${topic} slipped, what would it cost you, and what would you try first?`,
];

/** The `index`-th conversation starter about a topic, each in a different form of question. */
export function starterQuestion(index: number, topic: string, product: string, form: string): string {
  // Asked of the company: its "our" is the listener's "your".
  return questions[index % questions.length]!(topic.replace(/\bour\b/g, 'your'), product, form);
}
