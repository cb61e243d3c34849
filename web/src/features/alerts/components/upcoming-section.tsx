import type { UpcomingRelease } from '@contract/alerts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { readableCompanyName } from '@/lib/company-name';
import { formatShortDate } from '@/lib/format';
import { useCalendar, useRevokeCalendar, useRotateCalendar, useUpcoming } from '../api/alerts-api';

/** When the saved companies are expected to file next, soonest first, and the private calendar feed. */
export function UpcomingSection() {
  const upcoming = useUpcoming();
  if (upcoming.isPending) return <Spinner label="Loading upcoming releases" />;
  if (upcoming.isError)
    return (
      <p className="text-destructive text-sm">Could not load upcoming releases: {upcoming.error.message}</p>
    );
  const { releases, unavailable } = upcoming.data;
  const today = localIsoDate(new Date());
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="space-y-3">
          {releases.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              Save companies to see when they are expected to file their next 10-K and 10-Q.
            </p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-2 font-medium">Expected</th>
                  <th className="py-2 font-medium">Company</th>
                  <th className="py-2 font-medium">Form</th>
                  <th className="py-2 font-medium">Period end</th>
                  <th className="py-2 font-medium">Confidence</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {releases.map((release) => (
                  <tr key={`${release.ticker}-${release.form}`} data-testid="upcoming-row">
                    <td className="py-2 font-medium">
                      <time dateTime={release.expected_date}>{formatShortDate(release.expected_date)}</time>
                      <Lateness release={release} today={today} />
                    </td>
                    <td className="py-2">
                      {readableCompanyName(release.company_name)} ({release.ticker})
                    </td>
                    <td className="py-2">{release.form}</td>
                    <td className="py-2">{formatShortDate(release.period_end)}</td>
                    <td className="py-2 text-muted-foreground">
                      {release.confidence}; SEC deadline {formatShortDate(release.deadline)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {unavailable.length > 0 && (
            <p className="text-muted-foreground text-xs">
              Could not read the filing history of {unavailable.join(', ')} just now; try again later.
            </p>
          )}
        </CardContent>
      </Card>
      <CalendarFeedCard />
    </div>
  );
}

/** 'YYYY-MM-DD' of the user's own calendar day, to compare with the predicted dates. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A prediction whose window has passed with no filing yet is worth a word: the company is late. */
function Lateness({ release, today }: { release: UpcomingRelease; today: string }) {
  if (today > release.deadline)
    return (
      <Badge variant="destructive" className="ml-2">
        Past the SEC deadline
      </Badge>
    );
  if (today > release.latest_date)
    return (
      <Badge variant="secondary" className="ml-2">
        Later than usual
      </Badge>
    );
  return null;
}

function CalendarFeedCard() {
  const calendar = useCalendar();
  const rotate = useRotateCalendar();
  const revoke = useRevokeCalendar();
  const [url, setUrl] = useState<string | null>(null);
  const enabled = calendar.data?.enabled ?? false;
  const expires = calendar.data?.expires_at;
  return (
    <Card>
      <CardContent className="space-y-3">
        <p className="font-medium">Calendar feed</p>
        <p className="text-muted-foreground text-sm">
          Subscribe in your calendar app to see these dates. The address is secret: anyone with it sees your
          saved companies' dates, so make a new one (the old one stops working) if it leaks.
        </p>
        {url && (
          <p className="break-all rounded-md bg-muted p-2 font-mono text-xs" data-testid="calendar-url">
            {url}
          </p>
        )}
        {enabled && !url && (
          <p className="text-muted-foreground text-xs">
            A feed address is active. It is shown only when made.
          </p>
        )}
        {enabled && expires && (
          <p className="text-muted-foreground text-xs" data-testid="calendar-expiry">
            The address works until {formatShortDate(expires)}; then make a new one.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: (data) => setUrl(data.url) })}
          >
            {enabled ? 'Make a new address' : 'Create calendar address'}
          </Button>
          {enabled && (
            <Button
              size="sm"
              variant="outline"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(undefined, { onSuccess: () => setUrl(null) })}
            >
              Turn off feed
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
