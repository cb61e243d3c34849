/** Action phrases that announce an initiative, and how a title names them. */
const actions: [RegExp, string][] = [
  [
    /\binvest(?:s|ed|ing|ments?)?\s+(?:significantly\s+|heavily\s+|substantially\s+)?in\s+(.+)/i,
    'Investing in',
  ],
  [/\bexpan(?:d|ds|ded|ding)\s+(.+)/i, 'Expanding'],
  [/\bexpansion\s+(?:of|into|in)\s+(.+)/i, 'Expanding'],
  [/\blaunch(?:ed|es|ing)?\s+(?:of\s+)?(.+)/i, 'Launching'],
  [/\bintroduc(?:e|ed|es|ing|tion\s+of)\s+(.+)/i, 'Introducing'],
  [/\bdevelop(?:s|ed|ing|ment\s+of)\s+(.+)/i, 'Developing'],
  [/\baccelerat(?:e|ed|es|ing)\s+(.+)/i, 'Accelerating'],
  [/\btransform(?:s|ed|ing|ation\s+of)\s+(.+)/i, 'Transforming'],
  [/\bfocus(?:ed|es|ing)?\s+on\s+(.+)/i, 'Focusing on'],
  [/\bacqui(?:re|red|res|ring|sition\s+of)\s+(.+)/i, 'Acquiring'],
  [/\bdeploy(?:s|ed|ing|ment\s+of)\s+(.+)/i, 'Deploying'],
  [/\bmoderni[sz](?:e|es|ed|ing|ation\s+of)\s+(.+)/i, 'Modernising'],
  [/\b(?:build|building|builds)\s+(?:out\s+)?(.+)/i, 'Building'],
];

const stopAt =
  /[,.;:()]|\s(?:which|that|who|to|in order|as|while|through|by|because|including|primarily|compared|during|from|when|where|and to|such|across|with the|so that|if|is|are|was|were|has|have|had|will|would|may|could|often|approaches|we|it)\b/i;
const trailing = /\s+(?:and|or|of|for|in|on|the|a|an|its|our|their|to|with|at|as|new)$/i;
const leading = /^(?:our|its|their|these|this|certain|additional|further)\s+/i;

/** A short title for an initiative sentence ("Investment in research and development"), or null. */
export function initiativeTitle(sentence: string): string | null {
  for (const [pattern, prefix] of actions) {
    const match = pattern.exec(sentence);
    if (!match?.[1]) continue;
    let object = match[1].split(stopAt)[0]?.trim() ?? '';
    object = object.replace(leading, '').replace(leading, '');
    const words = object.split(/\s+/).slice(0, 7);
    object = words.join(' ');
    while (trailing.test(object)) object = object.replace(trailing, '');
    if (object.length < 6 || words.length < 1 || /\d{2,}|%|\$/.test(object)) continue;
    if (
      /^(?:and|or|to|be|been|is|are|it|them|this|by|at|from|with|as|of|on|in|into|for|a minimum|an? (?:amount|number)|shares?)\b/i.test(
        object,
      )
    )
      continue;
    if (object.split(/\s+/).length < 2 && object.length < 10) continue;
    return `${prefix} ${object}`;
  }
  return null;
}

const genericHeadings = new Set([
  'overview',
  'general',
  'business',
  'introduction',
  'other',
  'summary',
  'background',
  'executive overview',
  'results of operations',
  'about us',
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
