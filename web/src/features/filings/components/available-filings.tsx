import type { PeriodicForm } from '@contract/fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { listErrorMessage } from '../api/filing-errors';
import type { SecFiling } from '../api/types';
import { FilingCard } from './filing-card';

interface AvailableFilingsProps {
  ticker: string;
  filings: SecFiling[];
  loading: boolean;
  error: unknown;
  onView: (filing: SecFiling) => void;
}

const COLUMNS: { type: PeriodicForm; title: string; empty: string }[] = [
  { type: '10-K', title: 'Annual Reports (10-K)', empty: 'No annual reports available' },
  { type: '10-Q', title: 'Quarterly Reports (10-Q)', empty: 'No quarterly reports available' },
];

export function AvailableFilings({ ticker, filings, loading, error, onView }: AvailableFilingsProps) {
  if (loading) return <Spinner label="Loading SEC filings" />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{listErrorMessage(error)}</AlertDescription>
      </Alert>
    );
  }
  if (filings.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center">
        <p className="font-medium">No SEC filings available for {ticker}</p>
        <p className="text-muted-foreground text-sm">
          Use the Request Filings tab to fetch the latest 10-K or 10-Q from SEC EDGAR, or open any filing from
          the history below.
        </p>
        <p className="mx-auto mt-4 max-w-md text-sm">
          Or press Fetch Latest above: it downloads {ticker}'s most recent annual and quarterly reports from
          SEC EDGAR and opens the newest one in the viewer, ready to analyse.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {COLUMNS.map((column) => {
        const ofType = filings
          // Amendments (10-K/A) opened from the history sit with the form they amend.
          .filter((filing) => filing.filing_type.replace(/\/A$/, '') === column.type)
          .sort((a, b) => b.filing_date.localeCompare(a.filing_date));
        return (
          <section key={column.type} aria-label={column.title} className="space-y-3">
            <h3 className="font-semibold">{column.title}</h3>
            {ofType.length === 0 ? (
              <p className="text-muted-foreground text-sm">{column.empty}</p>
            ) : (
              ofType.map((filing) => <FilingCard key={filing.id} filing={filing} onView={onView} />)
            )}
          </section>
        );
      })}
    </div>
  );
}
