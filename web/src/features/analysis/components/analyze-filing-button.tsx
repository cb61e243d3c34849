import type { PeriodicForm } from '@contract/fields';
import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { dispatchAnalyzeFiling } from '../api/analyze-filing-event';
import { AnalysisDialog } from './analysis-dialog';

export interface AnalyzeFilingButtonProps {
  ticker: string;
  filingType: PeriodicForm;
  accession: string;
  /** The signed address the viewer shows, reused by the dialog's Document tab. */
  documentUrl?: string | null;
}

/** The filing viewer's 'Analyze' action: raises the global analyze event and opens the analysis dialog. */
export function AnalyzeFilingButton({
  ticker,
  filingType,
  accession,
  documentUrl,
}: AnalyzeFilingButtonProps) {
  const [open, setOpen] = useState(false);
  const symbol = ticker.toUpperCase();
  return (
    <>
      <Button
        onClick={() => {
          dispatchAnalyzeFiling({ ticker: symbol, filingType, accession });
          setOpen(true);
        }}
      >
        <SparklesIcon aria-hidden="true" />
        Analyze
      </Button>
      {/* Mounted only while open, so each opening starts on the Sales Analysis tab. */}
      {open ? (
        <AnalysisDialog
          ticker={symbol}
          filingType={filingType}
          accession={accession}
          documentUrl={documentUrl}
          open
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
