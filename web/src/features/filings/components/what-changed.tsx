import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format';
import {
  type ChangeKind,
  type PassageChange,
  type SectionComparison,
  type SentenceEdit,
  useFilingChanges,
} from '../api/get-changes';

const LABELS: Record<ChangeKind, string> = {
  new: 'New',
  removed: 'Removed',
  rewritten: 'Rewritten',
  unchanged: 'Unchanged',
};
const VARIANTS = {
  new: 'success',
  removed: 'destructive',
  rewritten: 'warning',
  unchanged: 'outline',
} as const;
const QUOTE_CHARS = 320;

const excerpt = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text);

/** 'What changed' between this 10-K and the one before: risk factors and business passages, quoted from both years. */
export function WhatChanged({ accession }: { accession: string }) {
  const changes = useFilingChanges(accession);
  if (changes.isPending) return <Spinner label="Comparing with the prior annual report" />;
  if (changes.isError)
    return <p className="text-destructive text-sm">Could not compare: {changes.error.message}</p>;
  const data = changes.data;
  // No prior 10-K, or one whose document could not be had: the message says which, and nothing was compared.
  if (!data.prior || (!data.risk_factors && !data.business))
    return (
      <p className="text-muted-foreground text-sm" data-testid="no-prior">
        {data.message}
      </p>
    );
  return (
    <div className="space-y-6" data-testid="what-changed">
      <p className="text-muted-foreground text-sm">
        Compared with the 10-K filed {formatShortDate(data.prior.filing_date)} ({data.prior.accession_number}
        ).
      </p>
      {data.message && (
        <p className="text-muted-foreground text-sm" data-testid="changes-message">
          {data.message}
        </p>
      )}
      {data.risk_factors && <SectionChanges section={data.risk_factors} />}
      {data.new_initiatives.length > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold">Named in Item 1 for the first time</h4>
          <ul className="flex flex-wrap gap-2">
            {data.new_initiatives.map((name) => (
              <li key={name}>
                <Badge variant="secondary">{name}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.business && <SectionChanges section={data.business} />}
    </div>
  );
}

function SectionChanges({ section }: { section: SectionComparison }) {
  if (!section.compared)
    return (
      <p className="text-muted-foreground text-sm">
        {section.title}: not found in both years, nothing compared.
      </p>
    );
  const shown = section.changes.filter((change) => change.kind !== 'unchanged');
  return (
    <section className="space-y-3" aria-label={section.title}>
      <h4 className="font-semibold">
        {section.title}: {section.counts.new} new, {section.counts.removed} removed,{' '}
        {section.counts.rewritten} rewritten, {section.counts.unchanged} unchanged
      </h4>
      <ul className="space-y-3">
        {shown.map((change) => (
          <ChangeItem
            key={`${change.kind}-${change.current?.start ?? change.prior?.start}`}
            change={change}
          />
        ))}
      </ul>
    </section>
  );
}

function Quote({
  label,
  passage,
  text,
}: {
  label: string;
  passage: PassageChange['current'];
  text?: string[];
}) {
  if (!passage) return null;
  return (
    <blockquote className="border-l-2 pl-3 text-sm">
      <span className="text-muted-foreground text-xs">{label} · </span>
      <a
        className="text-primary text-xs underline"
        href={passage.view_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        open passage
      </a>
      {text ? text.map((sentence) => <p key={sentence}>{sentence}</p>) : <p>{excerpt(passage.body)}</p>}
    </blockquote>
  );
}

function ChangeItem({ change }: { change: PassageChange }) {
  const heading = (change.current ?? change.prior)?.heading ?? '';
  return (
    <li className="space-y-2 rounded-lg border p-3" data-testid={`change-${change.kind}`}>
      <p className="font-medium text-sm">
        <Badge variant={VARIANTS[change.kind]} className="mr-2">
          {LABELS[change.kind]}
        </Badge>
        {heading}
      </p>
      {change.kind === 'rewritten' ? (
        <Rewrite change={change} />
      ) : (
        <Quote
          label={change.kind === 'new' ? 'This year' : 'Last year'}
          passage={change.current ?? change.prior}
        />
      )}
    </li>
  );
}

/**
 * A rewritten passage: each reworded sentence once, with the words struck out and put in marked, then each year's
 * link to its passage with the sentences it dropped or added whole.
 */
function Rewrite({ change }: { change: PassageChange }) {
  const paired = new Set(change.edits.flatMap((edit) => [edit.before, edit.after]));
  const removed = change.removed.filter((sentence) => !paired.has(sentence));
  const added = change.added.filter((sentence) => !paired.has(sentence));
  return (
    <>
      {change.edits.length > 0 && (
        <div className="space-y-1 border-l-2 pl-3 text-sm" data-testid="reworded">
          <span className="text-muted-foreground text-xs">Reworded</span>
          {change.edits.map((edit) => (
            <SentenceEditView key={edit.after} edit={edit} />
          ))}
        </div>
      )}
      <Quote label="Last year" passage={change.prior} text={removed} />
      <Quote label="This year" passage={change.current} text={added} />
    </>
  );
}

function SentenceEditView({ edit }: { edit: SentenceEdit }) {
  return (
    <p>
      {edit.parts.map((part, i) =>
        part.change === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
          <del key={i} className="bg-destructive/10 text-destructive">
            {part.text}
          </del>
        ) : part.change === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
          <ins key={i} className="bg-success/10 text-success no-underline">
            {part.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
