import { ExternalLinkIcon, EyeIcon, NewspaperIcon, ZapIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatLongDate, formatShortDate } from '@/lib/format';
import type { CompanyEvent } from '../api/company-depth-types';
import { useOpenFiling } from '../api/fetch-filing';
import { fetchErrorMessage, listErrorMessage } from '../api/filing-errors';
import { useCompanyEvents } from '../api/get-history';
import { useOpenPressRelease } from '../api/open-exhibit';
import type { SecFiling } from '../api/types';
import { FilingViewer } from './filing-viewer';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'triggers', label: 'Sales triggers' },
  { value: 'results', label: 'Results' },
  { value: 'leadership', label: 'Leadership' },
  { value: 'acquisition', label: 'Acquisitions' },
  { value: 'agreement', label: 'Agreements' },
  { value: 'financing', label: 'Financing' },
  { value: 'governance', label: 'Governance' },
  { value: 'other', label: 'Other' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

const SHOWN_STEP = 25;

function matches(event: CompanyEvent, filter: Filter): boolean {
  if (filter === 'all') return true;
  if (filter === 'triggers') return event.sales_trigger;
  return event.kinds.includes(filter);
}

/** The company's 8-K current reports: what happened, decoded from the items, with buying moments marked. */
export function NewsEvents({ ticker }: { ticker: string }) {
  const symbol = ticker.toUpperCase();
  const events = useCompanyEvents(symbol);
  const open = useOpenFiling(symbol);
  const pressRelease = useOpenPressRelease(symbol);
  // EDGAR lists an 8-K's exhibits only on its index page: which 8-Ks lack a press release is learnt on asking.
  const [withoutRelease, setWithoutRelease] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(SHOWN_STEP);
  const [viewing, setViewing] = useState<SecFiling | null>(null);
  const viewer = useRef<HTMLDivElement>(null);
  // The viewer opens below the list (up to 25 events and more): bring it into view, or the click seems to do nothing.
  // The primary document and the press release open in the same viewer.
  useEffect(() => {
    if (viewing) viewer.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [viewing]);

  if (events.isPending) return <Spinner label="Loading news and events" />;
  if (events.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{listErrorMessage(events.error)}</AlertDescription>
      </Alert>
    );
  }
  const list = events.data.events.filter((event) => matches(event, filter));
  const busy = open.isPending || pressRelease.isPending;
  const openDocument = (accession: string) => {
    pressRelease.reset();
    open.mutate(accession, { onSuccess: (filing) => setViewing(filing) });
  };
  const openPressRelease = (accession: string) => {
    open.reset();
    pressRelease.mutate(accession, {
      onSuccess: (exhibit) => setViewing(exhibit),
      onError: (error) => {
        if (isApiError(error) && error.code === 'DOCUMENT_NOT_FOUND')
          setWithoutRelease((known) => new Set(known).add(accession));
      },
    });
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>News &amp; Events for {symbol}</CardTitle>
          <CardDescription>
            Current reports (Form 8-K) filed with the SEC. Sales triggers — new executives, acquisitions,
            material agreements — are marked.
            {events.data.stale
              ? ` SEC EDGAR could not be reached: this list is from ${formatShortDate(events.data.fetched_at)}.`
              : ''}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <fieldset className="flex flex-wrap gap-2 border-0 p-0">
            <legend className="sr-only">Filter events</legend>
            {FILTERS.map((option) => (
              <Button
                key={option.value}
                size="sm"
                variant={filter === option.value ? 'default' : 'outline'}
                aria-pressed={filter === option.value}
                onClick={() => {
                  setFilter(option.value);
                  setShown(SHOWN_STEP);
                }}
              >
                {option.label}
              </Button>
            ))}
          </fieldset>
          {open.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{fetchErrorMessage(open.error, '8-K', symbol)}</AlertDescription>
            </Alert>
          ) : null}
          {pressRelease.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {fetchErrorMessage(pressRelease.error, 'press release', symbol)}
              </AlertDescription>
            </Alert>
          ) : null}
          {list.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              {events.data.events.length === 0
                ? `No 8-K filings on SEC EDGAR for ${symbol}.`
                : 'No events of this kind.'}
            </p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {list.slice(0, shown).map((event) => (
                <li key={event.accession_number} className="space-y-2 p-3 text-sm" data-testid="event">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{formatLongDate(event.filing_date)}</span>
                      <Badge variant="secondary">{event.form}</Badge>
                      {event.sales_trigger ? (
                        <Badge>
                          <ZapIcon aria-hidden="true" />
                          Sales trigger
                        </Badge>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => openDocument(event.accession_number)}
                      >
                        <EyeIcon aria-hidden="true" />
                        {open.isPending && open.variables === event.accession_number ? 'Opening…' : 'Open'}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy || withoutRelease.has(event.accession_number)}
                        onClick={() => openPressRelease(event.accession_number)}
                      >
                        <NewspaperIcon aria-hidden="true" />
                        {pressRelease.isPending && pressRelease.variables === event.accession_number
                          ? 'Opening…'
                          : withoutRelease.has(event.accession_number)
                            ? 'No press release'
                            : 'Press release'}
                      </Button>
                      <Button size="sm" variant="ghost" asChild>
                        <a href={event.index_url} target="_blank" rel="noopener noreferrer">
                          <ExternalLinkIcon aria-hidden="true" />
                          Exhibits
                          <span className="sr-only"> (every exhibit of this 8-K on SEC EDGAR)</span>
                        </a>
                      </Button>
                    </div>
                  </div>
                  <ul className="space-y-0.5">
                    {event.items
                      .filter((item) => item.code !== '9.01' || event.items.length === 1)
                      .map((item) => (
                        <li key={item.code}>
                          <span className="font-mono text-muted-foreground text-xs">Item {item.code}</span>{' '}
                          {item.name}
                        </li>
                      ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {list.length > shown ? (
            <Button variant="outline" onClick={() => setShown((count) => count + SHOWN_STEP)}>
              Show more
            </Button>
          ) : null}
        </CardContent>
      </Card>
      {viewing ? (
        <Card ref={viewer} data-testid="event-viewer">
          <CardContent>
            <FilingViewer filing={viewing} frameSrc={viewing.view_url} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
