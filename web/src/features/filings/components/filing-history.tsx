import { EyeIcon, HistoryIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format';
import type { HistoryFiling } from '../api/company-depth-types';
import { useOpenFiling } from '../api/fetch-filing';
import { fetchErrorMessage, listErrorMessage } from '../api/filing-errors';
import { type HistoryForm, useFilingHistory } from '../api/get-history';
import type { SecFiling } from '../api/types';

/** Fiscal years shown at first and added by each 'Load older'. */
const YEARS_PER_STEP = 3;

interface FilingHistoryProps {
  ticker: string;
  onView: (filing: SecFiling) => void;
}

function groupByFiscalYear(filings: HistoryFiling[]): [number, HistoryFiling[]][] {
  const groups = new Map<number, HistoryFiling[]>();
  for (const filing of filings) {
    const group = groups.get(filing.fiscal_year) ?? [];
    group.push(filing);
    groups.set(filing.fiscal_year, group);
  }
  return [...groups].sort((a, b) => b[0] - a[0]);
}

/**
 * Every 10-K and 10-Q of the company from EDGAR (or only its 10-Ks, 10-Qs or 8-Ks), by fiscal year, amendments
 * marked; any one opens in the viewer.
 */
export function FilingHistory({ ticker, onView }: FilingHistoryProps) {
  const [form, setForm] = useState<HistoryForm | undefined>(undefined);
  const history = useFilingHistory(ticker, form);
  const open = useOpenFiling(ticker);
  const [yearsShown, setYearsShown] = useState(YEARS_PER_STEP);
  const [opening, setOpening] = useState<string | null>(null);

  const pages = history.data?.pages ?? [];
  const years = groupByFiscalYear(pages.flatMap((page) => page.filings));
  // The oldest year of a page may continue on the next one: it is only shown complete once that page is read.
  const complete = history.hasNextPage ? years.slice(0, -1) : years;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const wantsMore = hasNextPage && !isFetchingNextPage && complete.length < yearsShown;
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage]);

  const filter = <HistoryFilter form={form} onChange={setForm} />;
  if (history.isPending)
    return (
      <div className="space-y-4">
        {filter}
        <Spinner label="Loading filing history" />
      </div>
    );
  if (history.isError) {
    return (
      <div className="space-y-4">
        {filter}
        <Alert variant="destructive">
          <AlertDescription>{listErrorMessage(history.error)}</AlertDescription>
        </Alert>
      </div>
    );
  }
  const shown = complete.slice(0, yearsShown);
  const canShowMore = complete.length > yearsShown || history.hasNextPage;
  const stale = pages[0]?.stale;

  // Reading EDGAR's next older page, when the years asked for need it, is the effect's job.
  function loadOlder() {
    setYearsShown((count) => count + YEARS_PER_STEP);
  }

  function view(filing: HistoryFiling) {
    setOpening(filing.accession_number);
    open.mutate(filing.accession_number, {
      onSuccess: (stored) => onView(stored),
      onSettled: () => setOpening(null),
    });
  }

  return (
    <section aria-labelledby="filing-history-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <HistoryIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <h3 id="filing-history-title" className="font-semibold">
          Filing history by fiscal year
        </h3>
      </div>
      {filter}
      {stale ? (
        <p className="text-muted-foreground text-sm">
          SEC EDGAR could not be reached: this list is from {formatShortDate(pages[0]?.fetched_at)}.
        </p>
      ) : null}
      {open.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{fetchErrorMessage(open.error, 'filing', ticker)}</AlertDescription>
        </Alert>
      ) : null}
      {shown.length === 0 && !history.hasNextPage ? (
        <p className="text-muted-foreground text-sm">
          No {form ?? '10-K or 10-Q'} filings on SEC EDGAR for {ticker}.
        </p>
      ) : (
        shown.map(([year, group]) => (
          <div key={year} className="space-y-2" data-testid="fiscal-year">
            <h4 className="font-medium text-sm">Fiscal year {year}</h4>
            <ul className="divide-y rounded-lg border">
              {group.map((filing) => (
                <li
                  key={filing.accession_number}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge
                      variant={
                        filing.base_form === '10-K'
                          ? 'default'
                          : filing.base_form === '8-K'
                            ? 'outline'
                            : 'secondary'
                      }
                    >
                      {filing.form}
                    </Badge>
                    {filing.amendment ? <Badge variant="outline">Amendment</Badge> : null}
                    <span>Filed {formatShortDate(filing.filing_date)}</span>
                    {filing.report_date ? (
                      <span className="text-muted-foreground">
                        Period end {formatShortDate(filing.report_date)}
                      </span>
                    ) : null}
                    <span className="font-mono text-muted-foreground text-xs">{filing.accession_number}</span>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => view(filing)}
                    disabled={opening !== null}
                    aria-label={`View ${filing.form} filed ${formatShortDate(filing.filing_date)}`}
                  >
                    <EyeIcon aria-hidden="true" />
                    {opening === filing.accession_number ? 'Opening…' : 'View Filing'}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {canShowMore ? (
        <Button variant="outline" onClick={loadOlder} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? 'Loading…' : 'Load older'}
        </Button>
      ) : null}
    </section>
  );
}

const FILTERS: { label: string; form: HistoryForm | undefined }[] = [
  { label: '10-K and 10-Q', form: undefined },
  { label: '10-K', form: '10-K' },
  { label: '10-Q', form: '10-Q' },
  { label: '8-K', form: '8-K' },
];

/** Narrows the history to one form; a toggle group, so the choice is announced and reachable by keyboard. */
function HistoryFilter({
  form,
  onChange,
}: {
  form: HistoryForm | undefined;
  onChange: (form: HistoryForm | undefined) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Show forms</legend>
      {FILTERS.map((filter) => (
        <Button
          key={filter.label}
          size="sm"
          variant={form === filter.form ? 'default' : 'outline'}
          aria-pressed={form === filter.form}
          onClick={() => onChange(filter.form)}
        >
          {filter.label}
        </Button>
      ))}
    </fieldset>
  );
}
