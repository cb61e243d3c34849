/** Action phrases that announce an initiative, and how a title names them. */
const actions: [RegExp, string][] = [
  [
    /\binvest(?:s|ed|ing|ments?)?\s+(?:significantly\s+|heavily\s+|substantially\s+)?in\s+(.+)/gi,
    'Investing in',
  ],
  [/\bexpan(?:d|ds|ded|ding)\s+(.+)/gi, 'Expanding'],
  [/\bexpansion\s+(?:of|into|in)\s+(.+)/gi, 'Expanding'],
  [/\blaunch(?:ed|es|ing)?\s+(?:of\s+)?(.+)/gi, 'Launching'],
  [/\bintroduc(?:e|ed|es|ing|tion\s+of)\s+(.+)/gi, 'Introducing'],
  [/\bdevelop(?:s|ed|ing|ment\s+of)\s+(.+)/gi, 'Developing'],
  [/\baccelerat(?:e|ed|es|ing)\s+(.+)/gi, 'Accelerating'],
  [/\btransform(?:s|ed|ing|ation\s+of)\s+(.+)/gi, 'Transforming'],
  [/\bfocus(?:ed|es|ing)?\s+on\s+(.+)/gi, 'Focusing on'],
  [/\bacqui(?:re|red|res|ring|sition\s+of)\s+(.+)/gi, 'Acquiring'],
  [/\bdeploy(?:s|ed|ing|ment\s+of)\s+(.+)/gi, 'Deploying'],
  [/\bmoderni[sz](?:e|es|ed|ing|ation\s+of)\s+(.+)/gi, 'Modernizing'],
  [/\b(?:build|building|builds)\s+(?:out\s+)?(.+)/gi, 'Building'],
  [/\bimprov(?:e|es|ed|ing)\s+(.+)/gi, 'Improving'],
  [/\benhanc(?:e|es|ed|ing)\s+(.+)/gi, 'Enhancing'],
  [/\b(?:making|made|make)\s+(?:significant\s+)?(?:strides|progress|advances)\s+in\s+(.+)/gi, 'Advancing'],
  [/\bautomat(?:e|es|ed|ing)\s+(.+)/gi, 'Automating'],
  [/\bramp(?:s|ed|ing)?\s+(?:up\s+)?(?:production\s+of\s+)?(.+)/gi, 'Ramping'],
];

const stopAt =
  /[.;:()–—]|\s(?:which|that|who|to|in order|as|while|through|by|because|including|primarily|compared|during|from|when|where|and to|such|across|with the|so that|if|is|are|was|were|has|have|had|will|would|may|could|often|approaches|we|it|related|associated|used|prior|designed|intended|aimed|based|over|since|until|for the|in the|in (?:upcoming|future|coming)|incorporating|including|leveraging|using|these|those)\b/i;
const trailing = /\s+(?:and|or|of|for|in|on|the|a|an|its|our|their|to|with|at|as|new|all|each)$/i;
const leading =
  /^(?:our|its|their|these|this|certain|additional|further|a (?:number|variety|range|series) of|several|various|new and existing)\s+/i;
/** A verb form read as an adjective ("our accelerated computing platform") is not an action. */
const adjectivalBefore = /\b(?:our|the|an?|its|their|this|these|of|for|more|most|highly|further)\s*$/i;
/** …and a bare verb after an adjective is a noun ("a faster launch cadence"). */
const nounBefore = /\b(?:broader|faster|slower|annual|product|new|strategic)\s*$/i;
/** Objects too vague to tell a seller anything ("the program", "innovation canvas"). */
const vagueObject =
  /^(?:(?:the|a|an)\s+)?(?:program|programs|cadence|canvas|efforts?|areas?|business|businesses|range|it|them|capabilities|opportunities|ourselves|position)\b\s*$|\b(?:canvas|cadence)\b|^(?:and|or|to|be|been|is|are|it|them|this|by|at|from|with|as|of|on|in|into|for|a minimum|an? (?:amount|number)|shares?|demand|brands in)\b/i;

/** The object phrase, keeping a short list ("technology, supply chain and customer-facing initiatives") whole. */
function objectPhrase(rest: string): string {
  const list = /^([^,.;:()]{2,40}(?:,\s[^,.;:()]{2,40}){0,3},?\s(?:and|or)\s[^,.;:()]+)/.exec(rest);
  const source = list?.[1] && list[1].split(/\s+/).length <= 9 ? list[1] : rest;
  const cut = source.split(source === rest ? stopWithComma : stopAt)[0];
  return cut?.trim() ?? '';
}
const stopWithComma = new RegExp(`,|${stopAt.source}`, 'i');

function tidy(object: string): string {
  let text = object;
  for (let i = 0; i < 3; i++) text = text.replace(leading, '');
  text = text.split(/\s+/).slice(0, 8).join(' ');
  while (trailing.test(text)) text = text.replace(trailing, '');
  return text.replace(/,$/, '');
}

/** A short title for an initiative sentence ("Investing in research and development"), or null. */
export function initiativeTitle(sentence: string): string | null {
  for (const [pattern, prefix] of actions) {
    for (const match of sentence.matchAll(pattern)) {
      if (!match[1]) continue;
      const before = sentence.slice(0, match.index);
      if (nounBefore.test(before) || (/^\w+ed\s/i.test(match[0]) && adjectivalBefore.test(before))) continue;
      const object = tidy(objectPhrase(match[1]));
      const words = object.split(/\s+/);
      if (object.length < 6 || /\d{2,}|%|\$/.test(object) || vagueObject.test(object)) continue;
      if (words.length < 2 && object.length < 10) continue;
      return `${prefix} ${object}`;
    }
  }
  return null;
}

const genericHeadings = new Set([
  'overview',
  'general',
  'business',
  'business overview',
  'introduction',
  'other',
  'summary',
  'background',
  'executive overview',
  'results of operations',
  'about us',
  'content',
  'products',
  'services',
  'recent developments',
]);

const smallWords = new Set([
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

/** "HUMAN CAPITAL" → "Human Capital"; headings in mixed case are kept as written. */
function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && smallWords.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** A sub-heading usable as a title: short, specific, not a boilerplate label. */
export function headingTitle(heading: string | undefined): string | null {
  if (!heading) return null;
  const text = titleCase(
    heading
      .replace(/\s+/g, ' ')
      .replace(/[.:]+$/, '')
      .trim(),
  );
  const words = text.split(' ');
  if (words.length > 9 || text.length < 4 || genericHeadings.has(text.toLowerCase())) return null;
  if (/^(item|part|note)\s/i.test(text) || /\d{4}/.test(text)) return null;
  return text;
}
