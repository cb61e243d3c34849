import type { PeriodicForm } from '@contract/fields';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCompanyDescription } from '@/features/accounts';
import { CrmExportButtons } from '@/features/crm';
import { useRunAnalysis } from '../api/run-analysis';
import type { Evidence } from '../api/types';
import { AnalysisResults } from './analysis-results';

export interface AnalysisPanelProps {
  ticker: string;
  filingType: PeriodicForm;
  accession?: string;
  /** Opens the filing viewer at `url` (the passage highlighted); defaults to the safe document view in a new tab. */
  onShowInFiling?: (url: string, evidence: Evidence) => void;
}

/** The signed document view with the evidence range highlighted; `#highlight` scrolls to the first mark. */
export function documentUrlFor(documentUrl: string, evidence: Evidence): string {
  const url = new URL(documentUrl, window.location.origin);
  url.searchParams.set('highlight', `${evidence.start}-${evidence.end}`);
  url.hash = 'highlight';
  return `${url.pathname}${url.search}${url.hash}`;
}

export function AnalysisPanel({ ticker, filingType, accession, onShowInFiling }: AnalysisPanelProps) {
  const profile = useCompanyDescription();
  const [typed, setTyped] = useState('');
  const run = useRunAnalysis();
  const saved = profile.data ?? '';
  const description = saved || typed.trim();
  const result = run.data;

  const showInFiling = (evidence: Evidence) => {
    if (!result) return;
    const url = documentUrlFor(result.documentUrl, evidence);
    if (onShowInFiling) onShowInFiling(url, evidence);
    else window.open(url, '_blank', 'noopener');
  };

  return (
    <section className="space-y-4" aria-label="Sales analysis">
      {saved ? (
        <p className="text-sm text-muted-foreground" data-testid="description-in-use">
          Tailored to: <span className="text-foreground">{saved}</span>
        </p>
      ) : profile.isSuccess ? (
        <div className="space-y-3">
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" className="size-4" />
            <AlertTitle>Company description not found</AlertTitle>
            <AlertDescription>
              <Link to="/dashboard?page=myDetails" className="underline">
                Add what you sell in My Details
              </Link>{' '}
              or type it below.
            </AlertDescription>
          </Alert>
          <div className="space-y-1">
            <Label htmlFor="product-description">What product or service do you sell?</Label>
            <Input
              id="product-description"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="e.g. endpoint security software for enterprises"
            />
          </div>
        </div>
      ) : null}

      <Button
        disabled={run.isPending}
        onClick={() =>
          run.mutate({
            ticker: ticker.toUpperCase(),
            filingType,
            accession,
            productDescription: description || undefined,
          })
        }
      >
        Analyze
      </Button>

      {run.isPending ? (
        <div className="flex items-center gap-2 text-sm" role="status">
          <Spinner label="Analyzing" />
          Analyzing SEC filing for sales opportunities...
          <div className="h-1 w-32 overflow-hidden rounded bg-muted">
            <div className="h-full w-1/2 animate-pulse bg-primary" />
          </div>
        </div>
      ) : null}
      {run.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{run.error.message || 'Failed to analyze filing'}</AlertDescription>
        </Alert>
      ) : null}
      {result && !run.isPending ? (
        <>
          <p className="text-muted-foreground text-xs" data-testid="analysis-engine">
            Written by: {result.engine.label}
          </p>
          <p className="text-muted-foreground text-xs" data-testid="seller-reading">
            {result.sellerNeeds.length
              ? `We read your product as serving: ${result.sellerNeeds.join(', ')}. `
              : 'We could not tell which business need your product serves. '}
            <Link to="/profile#seller-reading" className="underline underline-offset-2">
              {result.sellerNeeds.length ? 'Change how we read it' : 'Pick the needs it serves'}
            </Link>
          </p>
          <AnalysisResults analysis={result.analysis} onShowInFiling={showInFiling} />
        </>
      ) : null}
      {result && !run.isPending ? <CrmExportButtons analysisId={result.id} /> : null}
    </section>
  );
}
