import type { FormType, ParsedFiling, TextSpan } from '../../../filings/sections/types.ts';
import { evidenceAt } from '../../evidence.ts';
import { shortenSpan } from '../../text/sentences.ts';
import type { ConversationStarter } from '../../types.ts';

export interface StarterSource {
  kind: 'risk' | 'initiative' | 'opportunity';
  sentence: TextSpan;
  /** Topic in plain words, for the opportunity question. */
  topic?: string;
}

const questions: Record<StarterSource['kind'], (topic: string) => string> = {
  risk: () => 'how are you preparing for that this year, and where would outside help matter most?',
  initiative: () => 'what does success look like for that over the next twelve months?',
  opportunity: (topic) => `how are you evaluating ${topic} options to support that?`,
};

/** Questions a seller can open with, each quoting the filing verbatim. */
export function buildStarters(
  filing: ParsedFiling,
  formType: FormType,
  sources: StarterSource[],
  limit = 4,
): ConversationStarter[] {
  const seen = new Set<number>();
  const out: ConversationStarter[] = [];
  for (const source of sources) {
    if (out.length >= limit) break;
    if (seen.has(source.sentence.start)) continue;
    seen.add(source.sentence.start);
    const quote = shortenSpan(source.sentence, 170);
    const cut = quote.end < source.sentence.end ? '…' : '';
    const quoted = quote.text.replace(/\s+/g, ' ').replace(/[.]$/, '');
    const question = questions[source.kind](source.topic ?? 'new');
    out.push({
      text: `Your ${formType} says "${quoted}${cut}" — ${question}`,
      evidence: evidenceAt(filing, quote.start, quote.end),
    });
  }
  return out;
}
