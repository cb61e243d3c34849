/**
 * The company's own facts in a quote — amounts, counts of things, dates and named programmes or products — for
 * titles that say what this company is doing ("… : $21–25 billion, fiscal 2026") rather than a category any
 * company could get. Deterministic and cheap: a few regular expressions over one sentence.
 */

const SCALE = '(?:thousand|million|billion|trillion)';
const AMOUNT = `\\$\\s?(\\d[\\d,]*(?:\\.\\d+)?)(?:\\s?(${SCALE}))?`;
const money = new RegExp(`${AMOUNT}(?:\\s*(?:to|and|-|–)\\s*${AMOUNT})?`, 'gi');

/** "164 distribution facilities", "12 new distribution centers": a count and what is counted (a plural noun). */
const count =
  /\b(\d{1,3}(?:,\d{3})*|\d+)\s+((?:new\s+|additional\s+)?(?:[a-z][a-z-]+\s+){0,2}[a-z][a-z-]*[a-rt-z]s)\b/g;
/** Counted things that are not facts of the company's plans: durations and units of measure. */
const notCounted =
  /^(?:years|months|weeks|days|hours|minutes|percent|basis|points|times|shares|votes|cents|dollars|pages|items|parts|sections|notes)\b|\b(?:years|months|days|ago|old|basis points)$/;

const dates: RegExp[] = [
  /\bfiscal(?: year)? (?:20\d{2})\b/i,
  /\b(?:first|second|third|fourth) (?:quarter|half) of (?:fiscal )?20\d{2}\b/i,
  // A month and year ("June 2025"); "December 31, 2024" is a reporting date, not the company's plan.
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) 20\d{2}\b/,
  /\b(?:by|through|until|in|during|from) (?:calendar )?(20\d{2})\b/i,
];

/** Capitalised words that name nothing of the company's own: sentence words, months, filing vocabulary. */
const commonCaps = new Set(
  "The A An In On Our We Us It Its This These That Those As For With And Or Of To By At From Company Company’s Company's Form Item Part Note Annual Report Quarterly U.S. US United States Inc Inc. Corporation Board Management January February March April May June July August September October November December Fiscal Additionally However Also Such Through During While When If Despite Overall Since".split(
    ' ',
  ),
);
/** A run of capitalised words ("NVIDIA DGX Cloud", "Google Cloud Platform", "SAP S/4HANA", "Earth-2"). */
const capsRun = /\b[A-Z][\w’'/.-]*(?:\s+(?:[A-Z0-9][\w’'/.-]*|of|and|for|&)){0,4}/g;

/** "$21 billion to $25 billion" → "$21–25 billion"; "$1.5 billion" stays as written. */
function formatMoney(match: RegExpMatchArray): string {
  const [, a, scaleA, b, scaleB] = match;
  if (!b) return match[0].replace(/\s+/g, ' ');
  const scale = scaleB ?? scaleA;
  if (!scaleA || !scaleB || scaleA.toLowerCase() === scaleB.toLowerCase())
    return `$${a}–${b}${scale ? ` ${scale.toLowerCase()}` : ''}`;
  return `$${a} ${scaleA} to $${b} ${scaleB}`;
}

function namedThings(quote: string): string[] {
  const names: string[] = [];
  for (const match of quote.matchAll(capsRun)) {
    // Sentence-initial capitals are grammar, not names; a lone common word or a year is no name either.
    const words = match[0]
      .split(/\s+/)
      .map((w) => w.replace(/[’']s$/, ''))
      .filter((w) => !commonCaps.has(w));
    while (words.length && /^(?:of|and|for|&)$/.test(words.at(-1)!)) words.pop();
    while (words.length && /^(?:of|and|for|&)$/.test(words[0]!)) words.shift();
    // A sentence's full stop is not part of a name; "U.S." keeps its dots.
    const name = words.join(' ').replace(/(?<!\.[A-Z])\.$/, '');
    if (!name || match.index === 0 || /^\d+$/.test(name) || /^(?:AI|IT|CEO|CFO)$/.test(name)) continue;
    // A name is a capitalised word the quote does not start with, and not only an acronym of a common term.
    if (name.length >= 3 && !names.includes(name)) names.push(name);
  }
  return names;
}

export interface QuoteFacts {
  amounts: string[];
  counts: string[];
  date: string | null;
  names: string[];
}

export function quoteFacts(quote: string): QuoteFacts {
  const amounts = [...quote.matchAll(money)].map(formatMoney);
  const counts = [...quote.matchAll(count)]
    .filter((m) => !/^(?:19|20)\d{2}$/.test(m[1]!) && !notCounted.test(m[2]!))
    .map((m) => `${m[1]} ${m[2]}`);
  const found = dates.map((d) => d.exec(quote)).find((m) => m !== null);
  const date = found ? (found[1] ?? found[0]) : null;
  return { amounts, counts, date, names: namedThings(quote) };
}

const MAX_TITLE = 110;
const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9$]+/g, ' ');

/**
 * The title followed by the quote's facts it does not already carry, most telling first (amounts, counts, names,
 * then the date), as long as the title stays readable: "Spending on technology, supply chain and customer-facing
 * initiatives: $21–25 billion, fiscal 2026".
 */
export function withFacts(title: string, quote: string): string {
  const facts = quoteFacts(quote);
  const has = normal(title);
  const candidates = [...facts.amounts, ...facts.counts, ...facts.names.slice(0, 2), facts.date ?? ''].filter(
    (fact) => fact && !has.includes(normal(fact).trim()),
  );
  const kept: string[] = [];
  for (const fact of candidates) {
    const next = `${title}: ${[...kept, fact].join(', ')}`;
    if (next.length <= MAX_TITLE && kept.length < 3) kept.push(fact);
  }
  return kept.length ? `${title}: ${kept.join(', ')}` : title;
}
