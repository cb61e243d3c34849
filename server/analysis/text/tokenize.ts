import { stopwords } from './stopwords.ts';

/** Words whose naive stem would collide with an unrelated topic (financial "securities" is not cybersecurity). */
const stemExceptions: Record<string, string> = {
  securities: 'securities',
  news: 'news',
  series: 'series',
  analysis: 'analys',
  analyses: 'analys',
  business: 'business',
  process: 'process',
  access: 'access',
  data: 'data',
};

const memo = new Map<string, string>();

/** A light suffix stripper: enough to match plural/verb forms without Porter's surprises. Memoised: filings
 * repeat a small vocabulary many thousands of times. */
export function stem(word: string): string {
  let stemmed = memo.get(word);
  if (stemmed === undefined) {
    stemmed = stemWord(word);
    if (memo.size > 200_000) memo.clear();
    memo.set(word, stemmed);
  }
  return stemmed;
}

function stemWord(word: string): string {
  const exception = stemExceptions[word];
  if (exception) return exception;
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("'s") || w.endsWith('’s')) w = w.slice(0, -2);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ing', 'ed', 'ity', 'ly', 'al', 'er']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  if (/(.)\1$/.test(w) && !/(ss|ll)$/.test(w) && w.length > 4) w = w.slice(0, -1);
  return w;
}

const wordPattern = /[a-z][a-z0-9'’-]*[a-z0-9]|[a-z]/g;

/** Lower-cased, stop-word-free, stemmed tokens. Hyphenated words also yield their parts ("cyber-attack"). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(wordPattern)) {
    const raw = match[0];
    const parts = raw.includes('-') ? [raw.replaceAll('-', ''), ...raw.split('-')] : [raw];
    for (const part of parts) {
      if (part.length < 2 || stopwords.has(part)) continue;
      const stemmed = stem(part);
      if (!stopwords.has(stemmed)) out.push(stemmed);
    }
  }
  return out;
}
