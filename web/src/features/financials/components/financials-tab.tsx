import { lazy, Suspense, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useFinancials } from '../api/get-financials';
import { FinancialsTable } from './financials-table';

// The chart library is the heaviest part of the tab: it loads after the table is on screen.
const FinancialsChart = lazy(() => import('./financials-chart'));

type View = 'annual' | 'quarterly';

/** The Financials tab: five fiscal years or the last eight quarters from XBRL, as a chart and a table. */
export default function FinancialsTab({ ticker }: { ticker: string }) {
  const symbol = ticker.toUpperCase();
  const financials = useFinancials(symbol);
  const [view, setView] = useState<View>('annual');

  if (financials.isPending) return <Spinner label="Loading financial data" />;
  if (financials.isError) {
    const message = isApiError(financials.error) ? financials.error.message : 'Unknown error';
    return (
      <Alert variant="destructive">
        <AlertDescription>Failed to load financial data: {message}</AlertDescription>
      </Alert>
    );
  }
  const data = financials.data;
  if (!data.has_data) {
    return (
      <Card>
        <CardHeader className="items-center text-center">
          <CardTitle>No XBRL data</CardTitle>
          <CardDescription>
            SEC EDGAR has no structured (XBRL) financial statements for {symbol}. Its filings can still be
            read in SEC Documents.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const periods = view === 'annual' ? data.annual : data.quarterly;
  const hasDerived = periods.some((period) => Object.values(period.values).some((figure) => figure.derived));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>Financials for {symbol}</CardTitle>
          <CardDescription>
            From the company's XBRL filings with the SEC
            {data.fiscal_year_end
              ? `; fiscal years end around ${data.fiscal_year_end.replace('-', '/')}`
              : ''}
            .
            {data.stale
              ? ` SEC EDGAR could not be reached: figures as of ${formatLongDate(data.fetched_at)}.`
              : ''}
          </CardDescription>
        </div>
        <fieldset className="flex gap-2 border-0 p-0">
          <legend className="sr-only">Periods</legend>
          <Button
            size="sm"
            variant={view === 'annual' ? 'default' : 'outline'}
            aria-pressed={view === 'annual'}
            onClick={() => setView('annual')}
          >
            Annual
          </Button>
          <Button
            size="sm"
            variant={view === 'quarterly' ? 'default' : 'outline'}
            aria-pressed={view === 'quarterly'}
            onClick={() => setView('quarterly')}
          >
            Quarterly
          </Button>
        </fieldset>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <FinancialsChart periods={periods} currency={data.currency} />
        </Suspense>
        <div className="min-w-0 space-y-2">
          <FinancialsTable
            periods={periods}
            concepts={data.concepts}
            currency={data.currency}
            caption={view === 'annual' ? 'Last five fiscal years' : 'Last eight quarters'}
          />
          <p className="text-muted-foreground text-xs">
            Each figure links to the filing it was reported in. Growth is against the same period a year
            earlier.
            {hasDerived
              ? ' * Derived: a fourth quarter is the fiscal year minus the first nine months; total debt adds its reported parts.'
              : ''}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
