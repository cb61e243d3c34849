import { FileTextIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format';
import { useAnalysisHistory, useDeleteAnalysis, useSavedAnalysis } from '../api/analysis-history';
import { documentUrlFor } from './analysis-panel';
import { AnalysisResults } from './analysis-results';

/**
 * Past analyses: which filing, read for what, by which engine, when. Reopening one shows it as it was (no new run,
 * no quota); deleting takes it out of this history with the description used.
 */
export function AnalysisHistory() {
  const history = useAnalysisHistory();
  const remove = useDeleteAnalysis();
  const [openId, setOpenId] = useState<string | null>(null);
  if (history.isPending) return <Spinner label="Loading your analyses" />;
  if (history.isError)
    return <p className="text-destructive text-sm">Could not load your analyses: {history.error.message}</p>;
  const entries = history.data.analyses;
  if (!entries.length)
    return (
      <Card>
        <CardContent className="space-y-2">
          <p className="font-medium">No analyses yet</p>
          <p className="text-muted-foreground text-sm">
            Open a company's SEC Documents and choose Analyze on a 10-K or 10-Q: each analysis is kept here to
            reopen at no cost.
          </p>
        </CardContent>
      </Card>
    );
  return (
    <div className="space-y-3">
      {remove.isError ? (
        <Alert variant="destructive">
          <AlertDescription>Could not delete: {remove.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="space-y-3" aria-label="Past analyses">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border p-3" data-testid="analysis-history-row">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="font-medium">
                  {entry.ticker} {entry.filingType}{' '}
                  <span className="font-mono text-muted-foreground text-xs">{entry.accession}</span>
                </p>
                <p className="text-muted-foreground">
                  Tailored to: <span className="text-foreground">{entry.productDescription}</span>
                </p>
                <p className="text-muted-foreground text-xs">
                  {entry.engineLabel} · last opened {formatShortDate(entry.lastOpenedAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={openId === entry.id}
                  onClick={() => setOpenId(openId === entry.id ? null : entry.id)}
                >
                  <FileTextIcon aria-hidden="true" />
                  {openId === entry.id ? 'Close' : 'Open'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  aria-label={`Delete the analysis of ${entry.ticker} ${entry.filingType}`}
                  onClick={() => {
                    if (openId === entry.id) setOpenId(null);
                    remove.mutate(entry.id);
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </div>
            {openId === entry.id ? <SavedAnalysis id={entry.id} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SavedAnalysis({ id }: { id: string }) {
  const saved = useSavedAnalysis(id);
  if (saved.isPending) return <Spinner label="Opening the analysis" />;
  if (saved.isError)
    return <p className="text-destructive text-sm">Could not open it: {saved.error.message}</p>;
  const { documentUrl, analysis } = saved.data;
  return (
    <div className="mt-3">
      <AnalysisResults
        analysis={analysis}
        onShowInFiling={(evidence) =>
          window.open(documentUrlFor(documentUrl, evidence), '_blank', 'noopener')
        }
      />
    </div>
  );
}
