import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/format';
import type { SecFiling } from '../api/types';

export const VIEWER_HEIGHT_PX = 800;

interface FilingViewerProps {
  filing: SecFiling | null;
  /** The address the frame loaded; kept while the list refreshes so the frame does not reload. */
  frameSrc: string | null;
  renderAnalyze?: (filing: SecFiling) => ReactNode;
}

/**
 * The filing is hostile HTML: the frame gets `sandbox` with no permissions at all (no scripts, no same-origin, no
 * forms, no popups, no top navigation), and the server adds a sandboxing CSP as well.
 */
export function FilingViewer({ filing, frameSrc, renderAnalyze }: FilingViewerProps) {
  if (!filing) return <p className="text-muted-foreground text-sm">No filing selected</p>;
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
      {frameSrc ? (
        <iframe
          title={`${filing.ticker} ${filing.filing_type} filed ${formatShortDate(filing.filing_date)}`}
          src={frameSrc}
          sandbox=""
          referrerPolicy="no-referrer"
          style={{ height: VIEWER_HEIGHT_PX }}
          className="w-full rounded-lg border bg-white"
        />
      ) : (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No preview available
        </p>
      )}
    </section>
  );
}
