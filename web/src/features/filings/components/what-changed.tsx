import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format';
import {
  type ChangeKind,
  type PassageChange,
  type SectionComparison,
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
  if (!data.prior)
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
      {text?.length ? (
        text.map((sentence) => <p key={sentence}>{sentence}</p>)
      ) : (
        <p>{excerpt(passage.body)}</p>
      )}
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
        <>
          <Quote label="Last year" passage={change.prior} text={change.removed} />
          <Quote label="This year" passage={change.current} text={change.added} />
        </>
      ) : (
        <Quote
          label={change.kind === 'new' ? 'This year' : 'Last year'}
          passage={change.current ?? change.prior}
        />
      )}
    </li>
  );
}
