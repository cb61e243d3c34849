import { Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFetchLatestFilings } from '../api/fetch-filing';
import { fetchLatestErrorMessage } from '../api/filing-errors';
import { useFilings } from '../api/get-filings';
import type { SecFiling } from '../api/types';
import { AvailableFilings } from './available-filings';
import { FilingHistory } from './filing-history';
import { FilingViewer } from './filing-viewer';
import { RequestFilings } from './request-filings';

/** The spec: after Fetch Latest, the first filing opens in the viewer (and loading clears) after 100 ms. */
const OPEN_LATEST_DELAY_MS = 100;

type PanelTab = 'available' | 'request' | 'viewer';

/** Shown above the tabs while Fetch Latest runs, whichever tab the user is on. */
const fetchingText = (ticker: string) =>
  `Fetching the latest filings for ${ticker} from SEC EDGAR… the newest opens in the viewer when it arrives.`;

export interface FilingsPanelProps {
  ticker: string;
  /** Filled by the app layer with the analysis feature's 'Analyze' button for the filing in the viewer. */
  renderAnalyze?: (filing: SecFiling) => ReactNode;
  /** A filing to show in the viewer at once (opened from the Overview's Available Documents). */
  initialFiling?: SecFiling | null;
}

export function FilingsPanel({ ticker, renderAnalyze, initialFiling }: FilingsPanelProps) {
  const symbol = ticker.toUpperCase();
  const filingsQuery = useFilings(symbol);
  const fetchLatest = useFetchLatestFilings(symbol);
  const [tab, setTab] = useState<PanelTab>(initialFiling ? 'viewer' : 'available');
  const [selected, setSelected] = useState<{ filing: SecFiling; frameSrc: string | null } | null>(
    initialFiling ? { filing: initialFiling, frameSrc: initialFiling.view_url } : null,
  );
  const [latestLoading, setLatestLoading] = useState(false);
  const [latestError, setLatestError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const filings = filingsQuery.data ?? [];
  // The list refreshes its signed addresses; 'Open in New Tab' uses the freshest one for the chosen filing.
  const current = selected
    ? (filings.find(
        (filing) =>
          filing.accession_number === selected.filing.accession_number &&
          filing.filing_type === selected.filing.filing_type,
      ) ?? selected.filing)
    : null;

  function view(filing: SecFiling) {
    setSelected({ filing, frameSrc: filing.view_url });
    setTab('viewer');
  }

  function onFetchLatest() {
    setLatestLoading(true);
    setLatestError(null);
    fetchLatest.mutate(undefined, {
      onSuccess: (fetched) => {
        timer.current = setTimeout(() => {
          if (fetched[0]) view(fetched[0]);
          setLatestLoading(false);
        }, OPEN_LATEST_DELAY_MS);
      },
      onError: (error) => {
        setLatestError(fetchLatestErrorMessage(error, symbol));
        setLatestLoading(false);
      },
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>SEC Filings for {symbol}</CardTitle>
        <Button onClick={onFetchLatest} disabled={latestLoading}>
          <RefreshCwIcon aria-hidden="true" className={latestLoading ? 'animate-spin' : undefined} />
          Fetch Latest
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {latestLoading ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2Icon aria-hidden="true" className="size-4 shrink-0 animate-spin" />
            {fetchingText(symbol)}
          </p>
        ) : null}
        {latestError ? (
          <Alert variant="destructive">
            <AlertDescription>{latestError}</AlertDescription>
          </Alert>
        ) : null}
        <Tabs value={tab} onValueChange={(value) => setTab(value as PanelTab)}>
          <TabsList>
            <TabsTrigger value="available">Available Filings</TabsTrigger>
            <TabsTrigger value="request">Request Filings</TabsTrigger>
            <TabsTrigger value="viewer">Filing Viewer</TabsTrigger>
          </TabsList>
          <TabsContent value="available" className="space-y-8">
            <AvailableFilings
              ticker={symbol}
              filings={filings}
              loading={filingsQuery.isPending}
              error={filingsQuery.error}
              onView={view}
            />
            <FilingHistory ticker={symbol} onView={view} />
          </TabsContent>
          <TabsContent value="request">
            <RequestFilings ticker={symbol} onFetched={view} />
          </TabsContent>
          <TabsContent value="viewer">
            {latestLoading && !current ? (
              <p className="text-muted-foreground text-sm">Fetching the latest filings…</p>
            ) : (
              <FilingViewer
                filing={current}
                frameSrc={selected?.frameSrc ?? null}
                renderAnalyze={renderAnalyze}
              />
            )}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
