/**
 * SEC's registered names are often all capitals ("FORD MOTOR CO"). The app shows them in readable case ("Ford Motor
 * Co") while the API keeps SEC's name as data: it is what EDGAR, CRM notes, exports and API-token scripts match on,
 * and re-casing loses information ("NVIDIA" cannot come back from "Nvidia"). So this runs only where a name is
 * displayed, and only on a name with no lower-case letter: a mixed-case name ("NVIDIA Corporation", "lululemon
 * athletica inc.") is the filer's own spelling and is kept as written.
 */

/** Short words written lower case inside a name ("Bank of America", "Jack in the Box", "SAB de CV"). */
const SMALL_WORDS = new Set('OF THE AND FOR IN ON AT BY TO DE DEL DU LA DO DA DOS DAS'.split(' '));

/** Initialisms longer than three letters that have a vowel (shorter ones and vowel-less ones are kept anyway). */
const ACRONYMS = new Set(['REIT', 'CBRE']);

/** Vowel-less abbreviations that are words, not initials. */
const ABBREVIATIONS = new Map([
  ['LTD', 'Ltd'],
  ['MFG', 'Mfg'],
  ['HLDGS', 'Hldgs'],
  ['GRP', 'Grp'],
  ['SVCS', 'Svcs'],
  ['MGMT', 'Mgmt'],
]);

/**
 * Three-letter words of names: every other token of three letters or fewer is taken for an initialism ("AMC",
 * "EOG", "UBS"), as most are in SEC's list. The words here are the ones that list actually uses.
 */
const SHORT_WORDS = new Set(
  (
    'INC CO NEW AIR ONE TWO TEN SIX GAS OIL OLD SUN ALL BIO COM TAX MID BOX RED CAP ECO PAN PAR PET PRO KEY TOP ' +
    'NET LAS OWL BUY BAR END SKY BAY WAY BIG NON KID CAR SON FOX OAK ARK ERA MAE ART AGE ACE ICE HUB LAB FUN JOY ' +
    'SEA LAW DOT SAO'
  ).split(' '),
);

const ROMAN = /^(II|III|IV|VI|VII|VIII|IX|XI|XII)$/;
/** A token: letters, digits and the characters that stay inside one ("AT&T", "DICK'S", "INC.", "S.A."). */
const TOKEN = /[\p{L}\p{N}&'’.]+/gu;

interface Place {
  first: boolean;
  /** Part of a hyphenated word ("TRI-CONTINENTAL", "BIO-RAD"): never an initialism by length alone. */
  compound: boolean;
  /** Right after a slash: SEC's state or country marker ("/DE/", "LTD/ CAN"). */
  marker: boolean;
}

function capitalise(word: string): string {
  const lower = word.toLowerCase();
  return lower
    .replace(/^(\p{L})/u, (letter) => letter.toUpperCase())
    .replace(/^(\p{L}['’])(\p{L})/u, (_all, head: string, letter: string) => head + letter.toUpperCase()) // O'Reilly
    .replace(/^Mc(\p{Ll})(?=\p{L})/u, (_all, letter: string) => `Mc${letter.toUpperCase()}`); // McKesson
}

function recase(token: string, { first, compound, marker }: Place): string {
  if (/\p{Ll}/u.test(token)) return token;
  if (/^(\p{L}\.)+\p{L}?$/u.test(token)) return token; // S.A., U.S., N.V.
  const core = token.replace(/\.+$/, '');
  const dots = token.slice(core.length);
  const letters = core.replace(/['’]S$/u, '');
  if (/^\p{N}+(ST|ND|RD|TH)$/u.test(core)) return core.toLowerCase() + dots; // 1st, 21st
  if (core.length <= 1 || /[\p{N}&]/u.test(core)) return token; // initials, 3M, AT&T
  if (marker && letters.length <= 3) return token;
  const abbreviation = ABBREVIATIONS.get(core);
  if (abbreviation) return abbreviation + dots;
  if (SMALL_WORDS.has(core)) return (first ? capitalise(core) : core.toLowerCase()) + dots;
  if (ACRONYMS.has(core) || ROMAN.test(core) || !/[AEIOUY]/.test(letters)) return token;
  if (!compound && letters.length <= 3 && !SHORT_WORDS.has(letters)) return token;
  return capitalise(core) + dots;
}

/** A company name for display: SEC's all-capitals names in readable case, every other name as written. */
export function readableCompanyName(name: string): string {
  if (/\p{Ll}/u.test(name) || !/\p{Lu}/u.test(name)) return name;
  let first = true;
  return name.replace(TOKEN, (token: string, offset: number) => {
    const before = name.slice(0, offset).trimEnd().at(-1);
    const compound = name[offset - 1] === '-' || name[offset + token.length] === '-';
    const result = recase(token, { first, compound, marker: before === '/' || before === '\\' });
    first = false;
    return result;
  });
}
