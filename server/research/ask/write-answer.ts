import { generateText } from 'ai';
import { type ConfiguredModel, findQuote } from '#server/analysis/index.ts';
import type { AskPassage } from '../../../contract/ask.ts';

/** A short answer keeps the model to the passages; a slow one is dropped for the evidence engine's. */
const MAX_OUTPUT_TOKENS = 400;
const ANSWER_TIMEOUT_MS = 20_000;
/** What the model says when the passages do not answer; then the evidence engine's answer stands. */
const NOT_ANSWERED = 'NOT_ANSWERED';

const SYSTEM = `You answer a salesperson's question about one company's SEC filing, using only the numbered passages
from that filing. Write at most three sentences about what this company says, with its own facts (names, numbers,
places). Every fact must be backed by a word-for-word quote of a passage inside double quotes, like “…”; quote
nothing that is not in a passage and add nothing the passages do not say. If the passages do not answer the
question, reply with exactly ${NOT_ANSWERED}.`;

function promptOf(question: string, passages: AskPassage[]): string {
  const numbered = passages.map((p, i) => `[${i + 1}] (${p.section.title}) ${p.quote}`);
  return `Question: ${question}\n\nPassages:\n${numbered.join('\n')}`;
}

/** Every double-quoted span of the answer, straight or curly. */
function quotesIn(answer: string): string[] {
  return [...answer.matchAll(/[“"]([^”"]+)[”"]/g)].map((match) => match[1] ?? '');
}

/**
 * True when the answer quotes the filing and every quote is verbatim (the analysis's check, `findQuote`) and inside
 * one of the passages it was given: an answer may cite those passages and nothing else.
 */
export function quotesVerified(filing: { text: string }, answer: string, passages: AskPassage[]): boolean {
  const quotes = quotesIn(answer);
  return (
    quotes.length > 0 &&
    quotes.every((quote) =>
      passages.some((passage) => {
        const match = findQuote(filing, quote, passage.start);
        return match !== null && match.start >= passage.start && match.end <= passage.end;
      }),
    )
  );
}

/**
 * The model's short answer over the top passages, or null when it cannot be trusted or had nothing to say: a
 * failed call, a time-out, "not answered", or any quote not verified. The caller keeps the evidence engine's
 * answer then, so a model only ever improves the wording, never the facts.
 */
export async function writeAnswer(
  configured: ConfiguredModel,
  filing: { text: string },
  question: string,
  passages: AskPassage[],
): Promise<string | null> {
  if (passages.length === 0) return null;
  const { text } = await generateText({
    model: configured.model,
    system: SYSTEM,
    prompt: promptOf(question, passages),
    temperature: 0,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const answer = text.trim();
  if (!answer || answer.includes(NOT_ANSWERED)) return null;
  return quotesVerified(filing, answer, passages) ? answer : null;
}
