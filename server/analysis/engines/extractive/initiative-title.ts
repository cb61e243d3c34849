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
  // A spending plan: "we project capital expenditures …, with a focus on technology, supply chain…".
  [
    /\b(?:capital expenditures|capex|spending)\b[^.;]*?\b(?:focus on|focused on|directed to(?:ward)?|primarily for)\s+(.+)/gi,
    'Spending on',
  ],
  [/\bmigrat(?:e|es|ed|ing|ion\s+of)\s+(.+)/gi, 'Migrating'],
  [/\bannounc(?:e|ed|es|ing)\s+(?:the\s+following\s+)?(new\s.+)/gi, 'Launching'],
  [/\broll(?:s|ed|ing)?\s+out\s+(.+)/gi, 'Rolling out'],
  [/\bopen(?:s|ed|ing)?\s+(new\s+.+)/gi, 'Opening'],
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
  /^(?:(?:a|the)\s+(?:world|future|place|better)\b)|^(?:(?:the|a|an)\s+)?(?:program|programs|cadence|canvas|efforts?|areas?|business|businesses|range|it|them|capabilities|opportunities|ourselves|position|activities|markets?|securities|operations)\b\s*$|\b(?:canvas|cadence)\b|^(?:and|or|to|be|been|is|are|it|them|this|by|at|from|with|as|of|on|in|into|for|through|via|a minimum|an? (?:amount|number)|shares?|demand|brands in)\b/i;

/** The object phrase, keeping a short list ("technology, supply chain and customer-facing initiatives") whole. */
function objectPhrase(rest: string): string {
  const list = /^([^,.;:()]{2,40}(?:,\s[^,.;:()]{2,40}){0,3},?\s(?:and|or)\s[^,.;:()]+)/.exec(rest);
  const source = list?.[1] && list[1].split(/\s+/).length <= 9 ? list[1] : rest;
  const cut = source.split(source === rest ? stopWithComma : stopAt)[0];
  return cut?.trim() ?? '';
}
const stopWithComma = new RegExp(`,|${stopAt.source}`, 'i');

/** "production and build and optimize our capacity": a second verb starts another action, not more object. */
const nextAction =
  /\s+and\s+(?:build|optimi[sz]e|expand|invest|develop|improve|launch|introduce|deploy|accelerate|enhance|reduce|increase|grow)\b.*$/i;

function tidy(object: string): string {
  let text = object.replace(nextAction, '');
  for (let i = 0; i < 3; i++) text = text.replace(leading, '');
  text = text.split(/\s+/).slice(0, 8).join(' ');
  while (trailing.test(text)) text = text.replace(trailing, '');
  return text.replace(/,$/, '');
}

/** The company doing it: "we are expanding", "we will continue investing", "the Company plans to launch". */
const doerBefore =
  /\b(?:we|company|are|is|will|to|by|through|continu\w*|plans?|began|begun|have|has|recently|currently|also)\s+(?:\w+\s+){0,2}$/i;

/** The company is named before the action, as its subject. */
const companyBefore = /\b(?:we|our|us|the company|company['’]s)\b/i;

/** "we are focused on driving…, building…": later items of a list whose head has the company as subject. */
const listAfterDoer = /\bwe (?:are|will|continue|plan|intend)\b/i;

/**
 * A short title for an initiative sentence ("Investing in research and development"), or null. The company must
 * be the one acting ("we are expanding…", "the Company plans to launch…"): "generative AI is expanding the market"
 * names no initiative of its own.
 */
export function initiativeTitle(sentence: string): string | null {
  let best: { index: number; title: string } | null = null;
  for (const [pattern, prefix] of actions) {
    for (const match of sentence.matchAll(pattern)) {
      if (!match[1] || (best && match.index >= best.index)) continue;
      const before = sentence.slice(0, match.index);
      if (nounBefore.test(before) || (/^\w+ed\s/i.test(match[0]) && adjectivalBefore.test(before))) continue;
      if (!companyBefore.test(before)) continue;
      if (
        !doerBefore.test(before.slice(-40)) &&
        !(listAfterDoer.test(before) && /,\s*$|\band\s+$/.test(before))
      )
        continue;
      const object = tidy(objectPhrase(match[1]));
      const words = object.split(/\s+/);
      if (object.length < 6 || /\d{2,}|%|\$/.test(object) || vagueObject.test(object)) continue;
      if (words.length < 2 && object.length < 10) continue;
      best = { index: match.index, title: `${prefix} ${object}` };
    }
  }
  return best?.title ?? null;
}
