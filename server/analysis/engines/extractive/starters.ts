import type { ConversationStarter, Evidence } from '../../types.ts';

export interface StarterSource {
  /** 'pointer': a 10-Q whose risk factors only refer to the annual report. */
  kind: 'risk' | 'initiative' | 'opportunity' | 'pointer';
  /** The quote shown beside the question. */
  evidence: Evidence;
  /** The initiative's title, or the risk's heading: what the question is about when the need has no words. */
  topic?: string;
  /** The filing's own words for the need ("hacking, ransomware attacks"), from the quote. */
  phrase?: string;
}

/** At most this many words of a heading in a question: a person asks about it, they do not recite it. */
const TOPIC_WORDS = 9;

/**
 * Short questions a person would ask about this company's own words: the quote sits beside them, so they name
 * what it says ("hacking, ransomware attacks") rather than repeat it, and never a question any filing could get.
 */
const questions: Record<StarterSource['kind'], (s: { topic?: string; phrase?: string }) => string | null> = {
  risk: ({ phrase, topic }) =>
    phrase
      ? `You name “${phrase}” among your risks: what is being done about it this year, and who owns it?`
      : topic
        ? `How is leadership responding to “${topic}” this year, and who owns it?`
        : null,
  initiative: ({ topic }) =>
    topic ? `Where does ${topic} stand today, and what has to go right next?` : null,
  opportunity: ({ phrase }) =>
    phrase ? `How are you handling “${phrase}” today, and what would you change first?` : null,
  // Without the annual report's risks to name (it could not be read), the one question that is still this
  // filing's: it restates none of its own.
  pointer: ({ topic }) =>
    topic
      ? `Your latest 10-Q points back to the annual report: has “${topic}” moved since you filed it?`
      : 'Your latest 10-Q restates no risk factors: which one in the annual report has moved most since?',
};

/** Asked when a question would repeat one already asked of the same filing: still about this item's words. */
const fallbackQuestions = [
  (about: string) => `How has “${about}” changed your plans for the year?`,
  (about: string) => `Who is closest to “${about}” on your side, and what are they measured on?`,
  (about: string) => `What would have to be true for “${about}” to be off your list next year?`,
];

/** "Investing in cloud infrastructure" → "investing in cloud infrastructure"; headings and names keep case. */
function inSentence(title: string | undefined): string | undefined {
  if (!title || title.split(/\s+/).length > 9) return undefined;
  return /^[A-Z][a-z]+ing\b/.test(title) ? title[0]?.toLowerCase() + title.slice(1) : title;
}

/** A heading cut to a few words at a word boundary, for a question. */
function shortTopic(topic: string): string {
  const words = topic.replace(/[.:;…]+$/, '').split(/\s+/);
  return words.length <= TOPIC_WORDS ? words.join(' ') : `${words.slice(0, TOPIC_WORDS).join(' ')}…`;
}

/** Questions a seller can open with, each with the verbatim quote it is about. */
export function buildStarters(sources: StarterSource[], limit = 4): ConversationStarter[] {
  const seen = new Set<string>();
  const asked = new Set<string>();
  const out: ConversationStarter[] = [];
  let fallback = 0;
  for (const source of sources) {
    if (out.length >= limit) break;
    const place = `${source.evidence.source?.accession ?? ''}:${source.evidence.start}`;
    if (seen.has(place)) continue;
    const topic =
      source.kind === 'initiative' ? inSentence(source.topic) : source.topic && shortTopic(source.topic);
    let question = questions[source.kind]({ topic, phrase: source.phrase });
    const about = source.phrase ?? topic;
    if (!question) continue;
    if (asked.has(question)) {
      if (!about) continue;
      question = fallbackQuestions[fallback++ % fallbackQuestions.length]!(about);
    }
    seen.add(place);
    asked.add(question);
    out.push({ text: question, evidence: source.evidence });
  }
  return out;
}
