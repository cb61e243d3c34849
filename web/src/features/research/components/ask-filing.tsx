import { MAX_QUESTION_CHARS } from '@contract/ask';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type AskAnswer, useAskFiling, useFilingQuestions } from '../api/ask-filing';

type ShowInFiling = (url: string) => void;

/** One answer: its passages best first, each with its section and a link that marks the sentence in the filing. */
function Answer({ answer, onShowInFiling }: { answer: AskAnswer; onShowInFiling?: ShowInFiling }) {
  return (
    <article className="space-y-2 rounded-lg border p-3" aria-label={`Answer to ${answer.question}`}>
      <h4 className="font-medium">{answer.question}</h4>
      {/* The evidence engine's summary repeats the top passage; a model's short answer or "not found" is said. */}
      {answer.writtenBy || !answer.found ? <p className="text-sm">{answer.summary}</p> : null}
      {answer.writtenBy ? (
        <p className="text-muted-foreground text-xs">
          Written by AI from the passages below; every quote checked word for word against the filing.
        </p>
      ) : null}
      <ol className="space-y-2">
        {answer.passages.map((passage) => (
          <li key={passage.start} className="space-y-1">
            <blockquote className="border-l-2 pl-3 text-sm">“{passage.quote}”</blockquote>
            <div className="flex items-center gap-2">
              <Badge variant="secondary">{passage.section.title}</Badge>
              <a
                className="text-sm underline"
                href={passage.viewUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  if (!onShowInFiling) return;
                  // Inside the analysis dialog the sentence is marked in its own Document tab, not a new window.
                  event.preventDefault();
                  onShowInFiling(passage.viewUrl);
                }}
              >
                Show in filing
              </a>
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}

export interface AskFilingProps {
  accession: string;
  /** Where "Show in filing" goes when the host shows the document itself; a new tab otherwise. */
  onShowInFiling?: ShowInFiling;
}

/** Ask a filing: a question box, the answer in the filing's own sentences, the history and the free questions left. */
export function AskFiling({ accession, onShowInFiling }: AskFilingProps) {
  const [question, setQuestion] = useState('');
  const history = useFilingQuestions(accession);
  const ask = useAskFiling(accession);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) ask.mutate(question.trim(), { onSuccess: () => setQuestion('') });
  };
  const remaining = history.data?.allowance.remaining;
  return (
    <section className="space-y-3" aria-label="Ask this filing">
      <form className="flex gap-2" onSubmit={submit}>
        <Input
          aria-label="Question"
          placeholder="Do they mention SAP?"
          maxLength={MAX_QUESTION_CHARS}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit" disabled={ask.isPending || !question.trim()}>
          Ask
        </Button>
      </form>
      {remaining !== undefined && remaining !== null ? (
        <p className="text-muted-foreground text-sm">
          {remaining} of {history.data?.allowance.limit} free questions left this month
        </p>
      ) : null}
      {ask.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{ask.error.message}</AlertDescription>
        </Alert>
      ) : null}
      {(history.data?.questions ?? []).map((answer) => (
        <Answer key={answer.id} answer={answer} onShowInFiling={onShowInFiling} />
      ))}
    </section>
  );
}
