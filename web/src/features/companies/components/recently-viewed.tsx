import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { readableCompanyName } from '@/lib/company-name';
import { formatLongDate } from '@/lib/format';
import { useRecentViews } from '../api/get-recent-views';
import { ExampleCompanies } from './example-companies';

interface RecentlyViewedProps {
  onViewDetails: (ticker: string) => void;
  /** Opens an example company from the empty state (its overview). */
  onOpenExample: (ticker: string) => void;
}

export function RecentlyViewed({ onViewDetails, onOpenExample }: RecentlyViewedProps) {
  const { data, isPending, isError } = useRecentViews();
  const views = isError ? [] : (data ?? []);

  return (
    <section aria-labelledby="recently-viewed-title" className="space-y-3">
      <h2 id="recently-viewed-title" className="font-semibold text-lg">
        Recently Viewed
      </h2>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : views.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed p-4">
          <p className="text-muted-foreground text-sm">No viewed companies yet</p>
          <p className="text-sm">
            Search above, or start with one of these — their filings and an analysis are a click away:
          </p>
          <ExampleCompanies onOpen={onOpenExample} />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recently viewed companies">
          {views.map((view) => (
            <li key={view.company_id}>
              <Card className="h-full gap-3 py-4">
                <CardHeader className="px-4">
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle className="text-base">{readableCompanyName(view.company.name)}</CardTitle>
                    <Badge variant="secondary">{view.company.ticker}</Badge>
                  </div>
                  <p className="text-muted-foreground text-xs">Viewed {formatLongDate(view.viewed_at)}</p>
                </CardHeader>
                <CardContent className="mt-auto px-4">
                  <Button variant="outline" size="sm" onClick={() => onViewDetails(view.company.ticker)}>
                    View Details
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
