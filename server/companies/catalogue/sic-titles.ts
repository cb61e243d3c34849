/** Words SEC's list writes in capitals that stay so: "not elsewhere classified" and television. */
const KEEP_UPPER = new Set(['NEC', 'TV']);
/** Joining words, lower case unless they open the title. */
const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * SEC's code list writes industry titles in capitals ("SERVICES-PREPACKAGED SOFTWARE"); EDGAR's submissions write
 * the same title in readable case ("Services-Prepackaged Software"), which is what a row shows. Each word is
 * capitalised, also after a hyphen, slash or parenthesis, joining words stay lower case.
 */
export function readableSicTitle(upper: string): string {
  let first = true;
  return upper
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[A-Za-z][A-Za-z']*/g, (word) => {
      const opening = first;
      first = false;
      const upperWord = word.toUpperCase();
      if (KEEP_UPPER.has(upperWord)) return upperWord;
      const lower = word.toLowerCase();
      if (!opening && SMALL.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    });
}
