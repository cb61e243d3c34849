import { ExternalLinkIcon, RotateCwIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AskFiling } from '@/features/research';
import { formatShortDate } from '@/lib/format';
import { useDocumentCheck } from '../api/check-document';
import { fetchErrorMessage } from '../api/filing-errors';
import type { SecFiling } from '../api/types';
import { WhatChanged } from './what-changed';

const VIEWER_HEIGHT_PX = 800;

interface FilingViewerProps {
  filing: SecFiling | null;
  /** The address the frame loaded; kept while the list refreshes so the frame does not reload. */
  frameSrc: string | null;
  renderAnalyze?: (filing: SecFiling) => ReactNode;
}

/**
 * The filing is hostile HTML: the frame's `sandbox` allows no scripts, no same-origin, no forms and no top
 * navigation, and the server adds a sandboxing CSP as well. Popups are allowed (escaping the sandbox, so EDGAR's
 * pages work in their tab) because the only links the sanitiser leaves are EDGAR links with `target="_blank"
 * rel="noopener noreferrer"`; without scripts nothing else can open a window.
 */
const FILING_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** The selected filing in its sandboxed frame (see FILING_FRAME_SANDBOX). */
export function FilingViewer({ filing, frameSrc, renderAnalyze }: FilingViewerProps) {
  if (!filing) return <p className="text-muted-foreground text-sm">No filing selected</p>;
  const documentView = frameSrc ? (
    <DocumentFrame key={frameSrc} filing={filing} src={frameSrc} />
  ) : (
    <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
      No preview available
    </p>
  );
  return (
    <section className="space-y-3" aria-label="Filing Viewer">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-lg">
            {filing.ticker} {filing.filing_type}
            {filing.form_name ? ` – ${filing.form_name}` : ''}
          </h3>
          <p className="text-muted-foreground text-sm">
            Filed {formatShortDate(filing.filing_date)}
            {filing.period_end_date ? ` · Period end ${formatShortDate(filing.period_end_date)}` : ''} ·
            Accession {filing.accession_number}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {renderAnalyze?.(filing)}
          {filing.view_url ? (
            <Button variant="outline" asChild>
              <a href={filing.view_url} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Open in New Tab
              </a>
            </Button>
          ) : null}
        </div>
      </header>
      {filing.filing_type === '10-K' || filing.filing_type === '10-Q' ? (
        <Tabs defaultValue="document">
          <TabsList>
            <TabsTrigger value="document">Document</TabsTrigger>
            <TabsTrigger value="changes">What changed</TabsTrigger>
            <TabsTrigger value="ask">Ask</TabsTrigger>
          </TabsList>
          <TabsContent value="document">{documentView}</TabsContent>
          <TabsContent value="changes">
            <WhatChanged accession={filing.accession_number} />
          </TabsContent>
          <TabsContent value="ask">
            <AskFiling accession={filing.accession_number} />
          </TabsContent>
        </Tabs>
      ) : (
        documentView
      )}
    </section>
  );
}

/** The frame, once the document is known to be there; otherwise the reason, a retry and the EDGAR address. */
function DocumentFrame({ filing, src: initialSrc }: { filing: SecFiling; src: string }) {
  // A retry uses the list's freshest signed address: the one the frame was given may have expired meanwhile.
  const [src, setSrc] = useState(initialSrc);
  const check = useDocumentCheck(src);
  const retry = () => {
    if (filing.view_url && filing.view_url !== src) setSrc(filing.view_url);
    else void check.refetch();
  };
  if (check.isPending) {
    return (
      <div className="flex items-center justify-center rounded-lg border p-8" style={{ minHeight: 200 }}>
        <Spinner label="Loading the filing document" />
      </div>
    );
  }
  if (check.isError) {
    return (
      <Alert variant="destructive" data-testid="document-error">
        <AlertDescription className="space-y-3">
          <p>{fetchErrorMessage(check.error, filing.filing_type, filing.ticker)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={retry} disabled={check.isFetching}>
              <RotateCwIcon aria-hidden="true" className={check.isFetching ? 'animate-spin' : undefined} />
              Retry
            </Button>
            {filing.file_url ? (
              <Button size="sm" variant="outline" asChild>
                <a href={filing.file_url} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  Open on SEC EDGAR
                </a>
              </Button>
            ) : null}
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <iframe
      title={`${filing.ticker} ${filing.filing_type} filed ${formatShortDate(filing.filing_date)}`}
      src={src}
      sandbox={FILING_FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      style={{ height: VIEWER_HEIGHT_PX }}
      className="w-full rounded-lg border bg-white"
    />
  );
}
