import type { FormType, ParsedFiling, TextSpan } from '../../../filings/sections/types.ts';
import { evidenceAt } from '../../evidence.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { ConversationStarter } from '../../types.ts';

export interface StarterSource {
  kind: 'risk' | 'initiative' | 'opportunity';
  sentence: TextSpan;
  /** Plain-words topic: the need for an opportunity, the title for an initiative or risk. */
  topic?: string;
}

/** Each question names what the quote is about, so the opener cannot be pasted into any other call. */
const questions: Record<StarterSource['kind'], (topic: string | undefined) => string> = {
  risk: (topic) =>
    topic
      ? `what is being done about ${topic} this year, and who owns it?`
      : 'which part of that worries leadership most this year, and who owns the response?',
  initiative: (topic) =>
    topic
      ? `where does ${topic} stand today, and what has to go right over the next twelve months?`
      : 'what has to go right for that over the next twelve months?',
  opportunity: (topic) =>
    `how are you handling ${topic ?? 'that'} today, and what would you change first if you could?`,
};

/** Asked when a question would repeat one already asked of the same filing. */
const fallbackQuestion = 'how has that changed your plans for the year, and what are you doing differently?';

/** "Investing in cloud infrastructure" → "investing in cloud infrastructure"; headings and names keep case. */
function inSentence(title: string | undefined): string | undefined {
  if (!title || /^(?:Strategic Initiative|Risk Factor|Opportunity) \d+$/.test(title)) return undefined;
  return /^[A-Z][a-z]+ing\b/.test(title) ? title[0]?.toLowerCase() + title.slice(1) : title;
}

/** Questions a seller can open with, each quoting the filing verbatim. */
export function buildStarters(
  filing: ParsedFiling,
  formType: FormType,
  sources: StarterSource[],
  limit = 4,
): ConversationStarter[] {
  const seen = new Set<number>();
  const asked = new Set<string>();
  const out: ConversationStarter[] = [];
  for (const source of sources) {
    if (out.length >= limit) break;
    if (seen.has(source.sentence.start)) continue;
    seen.add(source.sentence.start);
    const quote = shortenSpan(source.sentence, 170);
    const cut = quote.end < source.sentence.end ? '…' : '';
    const quoted = quote.text.replace(/\s+/g, ' ').replace(/[.]$/, '');
    const topic = source.kind === 'opportunity' ? source.topic : inSentence(source.topic);
    let question = questions[source.kind](topic);
    if (asked.has(question)) question = fallbackQuestion;
    asked.add(question);
    out.push({
      text: `Your ${formType} says "${quoted}${cut}" — ${question}`,
      evidence: evidenceAt(filing, quote.start, quote.end),
    });
  }
  return out;
}
