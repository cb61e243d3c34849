import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatFigure } from '../api/format-figure';
import { useFinancials } from '../api/get-financials';

/** The Overview's latest revenue and head count, from XBRL. */
export function KeyFiguresCard({ ticker }: { ticker: string }) {
  const financials = useFinancials(ticker);
  const latest = financials.data?.latest;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Key figures</CardTitle>
      </CardHeader>
      <CardContent>
        {financials.isPending ? (
          <Spinner label="Loading key figures" />
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Latest revenue</dt>
            <dd className="font-medium">
              {latest?.revenue ? (
                <a
                  href={latest.revenue.source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:underline"
                >
                  {formatFigure(latest.revenue.value, 'USD', financials.data?.currency)} (
                  {latest.revenue.period})
                </a>
              ) : (
                'N/A'
              )}
            </dd>
            <dt className="text-muted-foreground">Employees</dt>
            <dd className="font-medium">
              {latest?.employees ? formatFigure(latest.employees.value, 'count') : 'Not reported in XBRL'}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
