import type { ConversationStarter, Evidence } from '../../types.ts';

export interface StarterSource {
  /** 'pointer': a 10-Q whose risk factors only refer to the annual report. */
  kind: 'risk' | 'initiative' | 'opportunity' | 'pointer';
  /** The quote shown beside the question. */
  evidence: Evidence;
  /** Plain-words topic: the need for an opportunity or a risk, the title for an initiative. */
  topic?: string;
}

/** Short questions a person would ask; the quote sits beside them, so they never recite it. */
const questions: Record<StarterSource['kind'], (topic: string | undefined) => string> = {
  risk: (topic) =>
    topic
      ? `What is being done about ${topic} risk this year, and who owns it?`
      : 'How is leadership responding to this risk this year, and who owns it?',
  initiative: (topic) =>
    topic
      ? `Where does ${topic} stand today, and what has to go right next?`
      : 'Where does this stand today, and what has to go right next?',
  opportunity: (topic) => `How are you handling ${topic ?? 'this'} today, and what would you change first?`,
  pointer: () => 'Which of the risks in your annual report has moved most since you filed it?',
};

/** Asked when a question would repeat one already asked of the same filing. */
const fallbackQuestions = [
  'How has this changed your plans for the year?',
  'Who is closest to this on your side, and what are they measured on?',
  'What would have to be true for this to be off your list next year?',
];

/** "Investing in cloud infrastructure" → "investing in cloud infrastructure"; headings and names keep case. */
function inSentence(title: string | undefined): string | undefined {
  if (!title || title.split(/\s+/).length > 9) return undefined;
  return /^[A-Z][a-z]+ing\b/.test(title) ? title[0]?.toLowerCase() + title.slice(1) : title;
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
    seen.add(place);
    const topic = source.kind === 'initiative' ? inSentence(source.topic) : source.topic;
    let question = questions[source.kind](topic);
    if (asked.has(question)) question = fallbackQuestions[fallback++ % fallbackQuestions.length]!;
    asked.add(question);
    out.push({ text: question, evidence: source.evidence });
  }
  return out;
}
