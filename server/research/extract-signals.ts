import type { ParsedFiling, Section } from '#server/filings/index.ts';
import type { PeriodicForm } from '../../contract/fields.ts';
import type { SignalCategory, SignalStance } from '../../contract/research.ts';
import { type Filer, vendorsIn } from './lexicon.ts';
import { amountIn, securityFact, stanceOf, topicsOf } from './rules.ts';
import { sentencesOf } from './sentences.ts';

/** One technology mention, resting on one verbatim sentence of the filing (offsets into `ParsedFiling.text`). */
export interface Signal {
  category: SignalCategory;
  /** The vendor or product named, a security framework, or 'CISO reporting line'; null for a programme unnamed. */
  technology: string | null;
  stance: SignalStance;
  /** A dollar amount in the same sentence, verbatim. */
  amount: string | null;
  quote: string;
  start: number;
  end: number;
  section: { key: string; title: string };
}

/** The sections a seller of technology reads: business, risks, cybersecurity, MD&A (a 10-Q's MD&A and risks). */
const SECTIONS: Record<PeriodicForm, readonly string[]> = {
  '10-K': ['1', '1A', '1C', '7'],
  '10-Q': ['I-2', 'II-1A'],
};
const RISK_SECTIONS = new Set(['1A', 'II-1A']);
/** A "sentence" longer than this is a table or a list run together, not a quote a reader can take in. */
const MAX_QUOTE_CHARS = 900;
/** Fewer words are a heading or a table cell ("Cloud Services"), which says nothing the reader can quote. */
const MIN_QUOTE_WORDS = 6;

/**
 * Every technology signal of a 10-K's or 10-Q's sections: one per vendor a sentence names (the filer's own
 * products aside), or else one for the sentence's first topic, the security framework or CISO line it states
 * giving the technology. A sentence about no technology gives nothing; nothing is said without its sentence.
 */
export function extractSignals(filing: ParsedFiling, filer: Filer): Signal[] {
  const signals: Signal[] = [];
  for (const section of filing.sections) {
    if (!SECTIONS[filing.formType].includes(section.key) || section.kind !== 'content') continue;
    for (const paragraph of section.paragraphs)
      for (const sentence of sentencesOf(paragraph)) signals.push(...signalsOf(sentence, section, filer));
  }
  return signals;
}

function signalsOf(
  sentence: { start: number; end: number; text: string },
  section: Section,
  filer: Filer,
): Signal[] {
  const { text } = sentence;
  if (text.length > MAX_QUOTE_CHARS || text.split(/\s+/).length < MIN_QUOTE_WORDS) return [];
  const base = {
    stance: stanceOf(text, RISK_SECTIONS.has(section.key)),
    amount: amountIn(text),
    quote: text,
    start: sentence.start,
    end: sentence.end,
    section: { key: section.key, title: section.title },
  };
  const vendors = vendorsIn(text, filer);
  if (vendors.length)
    return vendors.map((vendor) => ({ ...base, category: vendor.category, technology: vendor.name }));
  const fact = securityFact(text);
  // A framework followed or the CISO's reporting line is the programme the company runs, not a warning.
  if (fact)
    return [
      {
        ...base,
        stance: base.stance === 'incident' ? 'incident' : 'investing',
        category: 'cybersecurity',
        technology: fact,
      },
    ];
  const [topic] = topicsOf(text);
  return topic ? [{ ...base, category: topic, technology: null }] : [];
}
