import { formWithArticle } from '@contract/fields';
import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { readableCompanyName } from '@/lib/company-name';
import { formatShortDate } from '@/lib/format';
import { useAlerts, useCheckNow, useMarkRead } from '../api/alerts-api';
import { ListFormsCard } from './list-forms-card';

/** What a saved filing search looked for when it raised an alert. */
type SavedSearchRun = { q: string; forms: string[]; sector: string | null };

interface AlertsSectionProps {
  onOpenCompany: (ticker: string) => void;
  /** The address that runs a saved filing search again (the Prospects page's, given by the app). */
  savedSearchHref: (search: SavedSearchRun) => string;
}

/**
 * New 10-K, 10-Q and 8-K filings of the saved companies and of saved filing searches, newest first, with unread
 * state; per-list form choice.
 */
export function AlertsSection(props: AlertsSectionProps) {
  return (
    <div className="space-y-4">
      <AlertsList {...props} />
      <ListFormsCard />
    </div>
  );
}

function AlertsList({ onOpenCompany, savedSearchHref }: AlertsSectionProps) {
  const alerts = useAlerts();
  const markRead = useMarkRead();
  const checkNow = useCheckNow();
  const checkButton = (
    <Button size="sm" variant="outline" disabled={checkNow.isPending} onClick={() => checkNow.mutate()}>
      {checkNow.isPending ? 'Checking EDGAR…' : 'Check now'}
    </Button>
  );
  if (alerts.isPending) return <Spinner label="Loading alerts" />;
  if (alerts.isError)
    return <p className="text-destructive text-sm">Could not load your alerts: {alerts.error.message}</p>;
  const { alerts: items, unread } = alerts.data;
  if (!items.length)
    return (
      <Card>
        <CardContent className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <p className="font-medium">No alerts yet</p>
            {checkButton}
          </div>
          <p className="text-muted-foreground text-sm">
            When a company you saved files a 10-K, 10-Q or 8-K, or a new filing matches one of your saved
            filing searches, it appears here (and by e-mail if SEC Filing Alerts is on in your notifications).
          </p>
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-muted-foreground text-sm">{unread ? `${unread} unread` : 'All read'}</p>
          <div className="flex gap-2">
            {checkButton}
            <Button
              size="sm"
              variant="outline"
              disabled={!unread || markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all read
            </Button>
          </div>
        </div>
        <ul className="divide-y" aria-label="Alerts">
          {items.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-start gap-3 py-3" data-testid="alert-row">
              <BellIcon
                aria-hidden="true"
                className={alert.read ? 'mt-1 size-4 text-muted-foreground' : 'mt-1 size-4 text-primary'}
              />
              <div className="min-w-0 flex-1">
                <p className={alert.read ? 'text-sm' : 'font-semibold text-sm'}>
                  <button
                    type="button"
                    className="underline-offset-2 hover:underline"
                    onClick={() => onOpenCompany(alert.ticker)}
                  >
                    {readableCompanyName(alert.company_name)} ({alert.ticker})
                  </button>{' '}
                  filed {formWithArticle(alert.form)}
                  {!alert.read && (
                    <Badge className="ml-2" variant="secondary">
                      New
                    </Badge>
                  )}
                </p>
                <p className="text-muted-foreground text-xs">Filed {formatShortDate(alert.filing_date)}</p>
                {alert.saved_search && (
                  <p className="text-xs" data-testid="alert-saved-search">
                    Matches your saved search{' '}
                    {alert.saved_search.search ? (
                      <Link
                        className="underline underline-offset-2"
                        to={savedSearchHref(alert.saved_search.search)}
                        title="Run this search on the Prospects page"
                      >
                        “{alert.saved_search.name}”
                      </Link>
                    ) : (
                      `“${alert.saved_search.name}”`
                    )}
                  </p>
                )}
                {alert.new_risk_factors ? (
                  <Badge variant="warning" className="mt-1">
                    {alert.new_risk_factors === 1
                      ? '1 new risk factor'
                      : `${alert.new_risk_factors} new risk factors`}
                  </Badge>
                ) : null}
                {alert.items.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground text-xs">
                    {alert.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
              {!alert.read && (
                <Button size="sm" variant="ghost" onClick={() => markRead.mutate([alert.id])}>
                  Mark read
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
