import { initiativeTitle } from '#server/analysis/engines/extractive/initiative-title.ts';
import type { AnalysisPrompt, PromptExcerpt } from './fake-model-prompt.ts';
import { type Reading, readExcerpts, strongWords } from './fake-model-readings.ts';
import {
  headingTitle,
  inSentence,
  listed,
  productPhrase,
  starterQuestion,
  topicOfHeading,
  withinWords,
} from './fake-model-words.ts';

interface AnswerItem {
  title: string;
  description: string;
  quote: string;
  passage: string;
}

interface AnswerStarter {
  text: string;
  quote: string;
  passage: string;
}

/** The JSON shape the analysis system prompt asks for. */
export interface ModelAnswer {
  keyInitiatives: AnswerItem[];
  riskFactors: AnswerItem[];
  positioningOpportunities: AnswerItem[];
  conversationStarters: AnswerStarter[];
}

const maxItems = 5;
const minItems = 3;
const riskKeys = /^(?:II-)?1A$/;
const initiativeKeys = new Set(['1', '7', 'I-2']);

/** One excerpt chosen for an item, with the quote it gives. */
interface Pick {
  reading: Reading;
  quote: string;
  /** An initiative sentence's own action ("Investing in cloud infrastructure"), when it has one. */
  action: string | null;
}

const pickOf = (reading: Reading): Pick => ({ reading, quote: reading.quotes[0]!, action: null });

/** The first sentence in which the company names an action of its own. */
function actionPick(reading: Reading): Pick | null {
  for (const quote of reading.quotes) {
    const action = initiativeTitle(quote);
    if (action) return { reading, quote, action };
  }
  return null;
}

const byRelevance = (a: Pick, b: Pick) => b.reading.relevance - a.reading.relevance;

/** Excerpts under one heading are about one thing: a list names it once. */
const topicKey = (pick: Pick) => pick.reading.excerpt.heading ?? pick.reading.excerpt.id;

/** The first item of each key, in order. */
function distinct<T>(items: T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** What a pick is about, in words that fit inside a sentence. */
function topicOf({ reading, quote, action }: Pick): string {
  const named = action ?? initiativeTitle(quote);
  return (
    (named && inSentence(named)) ||
    topicOfHeading(reading.excerpt.heading) ||
    (reading.excerpt.sectionTitle && inSentence(reading.excerpt.sectionTitle)) ||
    listed(strongWords(reading).slice(0, 2)) ||
    'this'
  );
}

function placeOf({ sectionTitle, heading }: PromptExcerpt): string {
  if (!sectionTitle) return '';
  return heading && heading.split(/\s+/).length <= 8
    ? `, under ${sectionTitle} — ${heading}`
    : `, under ${sectionTitle}`;
}

/** Risks: one per risk heading, the seller's concerns first, then those new this year, then filing order. */
function pickRisks(readings: Reading[]): Pick[] {
  const isNew = (p: Pick) => Number(p.reading.excerpt.isNew);
  const risks = readings
    .filter((r) => riskKeys.test(r.excerpt.sectionKey))
    .map(pickOf)
    .sort((a, b) => byRelevance(a, b) || isNew(b) - isNew(a));
  return distinct(risks, topicKey).slice(0, maxItems);
}

/** Initiatives: business and MD&A sentences naming an action of the company's; others only to reach the minimum. */
function pickInitiatives(readings: Reading[]): Pick[] {
  const own = readings.filter((r) => initiativeKeys.has(r.excerpt.sectionKey) && !r.excerpt.fromAnnual);
  const actions = own.flatMap((r) => actionPick(r) ?? []).sort(byRelevance);
  const others = own
    .filter((r) => !actions.some((p) => p.reading === r))
    .map(pickOf)
    .sort(byRelevance);
  return [...actions, ...others.slice(0, Math.max(0, minItems - actions.length))].slice(0, maxItems);
}

/** A deterministic answer to the analysis prompt, built only from its excerpts. */
export function answerAnalysisPrompt(prompt: AnalysisPrompt): ModelAnswer {
  const readings = readExcerpts(prompt.excerpts, prompt.product);
  const product = productPhrase(prompt.product);
  const { company, formType } = prompt;
  const risks = pickRisks(readings);
  const initiatives = pickInitiatives(readings);
  // Positioning: excerpts in the seller's own words, topped up from the initiatives and risks.
  const relevant = readings
    .filter((r) => r.relevance > 0)
    .map(pickOf)
    .sort(byRelevance);
  const positioning = distinct([...relevant, ...initiatives, ...risks], topicKey).slice(
    0,
    Math.max(minItems, Math.min(maxItems, relevant.length)),
  );
  const starters = distinct([...positioning, ...risks, ...initiatives], topicKey).slice(0, maxItems);

  const fits = (reading: Reading) => {
    const words = strongWords(reading).slice(0, 3);
    return words.length > 0 ? ` It mentions ${listed(words)}, where ${product} fits.` : '';
  };
  const item = (pick: Pick, title: string, description: string): AnswerItem => ({
    title,
    description,
    quote: pick.quote,
    passage: pick.reading.excerpt.id,
  });
  const riskNote = ({ isNew, fromAnnual }: PromptExcerpt) =>
    isNew
      ? `${company} lists this risk for the first time: its prior 10-K did not have it.`
      : fromAnnual
        ? `From ${company}'s latest 10-K, which this ${formType}'s risk factors refer to.`
        : `${company} lists this among its risk factors.`;
  const Product = `${product[0]!.toUpperCase()}${product.slice(1)}`;
  return {
    keyInitiatives: initiatives.map((pick) =>
      item(
        pick,
        pick.action ?? withinWords(pick.reading.excerpt.heading ?? pick.quote, 8),
        `${company} names this in its ${formType}${placeOf(pick.reading.excerpt)}.${fits(pick.reading)}`,
      ),
    ),
    riskFactors: risks.map((pick) =>
      item(
        pick,
        pick.reading.excerpt.heading
          ? headingTitle(pick.reading.excerpt.heading)
          : withinWords(pick.quote, 10),
        `${riskNote(pick.reading.excerpt)}${fits(pick.reading)}`,
      ),
    ),
    positioningOpportunities: positioning.map((pick) =>
      item(
        pick,
        withinWords(`${Product} for ${topicOf(pick)}`, 10),
        `${company} writes about ${topicOf(pick)}. Show how ${product} serves that need, in their own terms.`,
      ),
    ),
    conversationStarters: starters.map((pick, i) => ({
      text: starterQuestion(i, topicOf(pick), product, formType),
      quote: pick.quote,
      passage: pick.reading.excerpt.id,
    })),
  };
}
