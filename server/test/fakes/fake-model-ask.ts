/**
 * The fake model's answer to Ask a filing's prompt (`server/research/ask/write-answer.ts`): "Question: …" then
 * "Passages:" and numbered lines "[1] (Section title) sentence". It quotes the first passage whole, so the app's
 * quote check passes and the offline app shows a written answer; null for any other prompt.
 */
export function answerAskPrompt(text: string): string | null {
  if (!text.startsWith('Question: ')) return null;
  const first = /^\[1\] \([^)]*\) (.+)$/m.exec(text);
  return first?.[1] ? `The filing says: “${first[1]}”` : null;
}
