import type { PeriodicForm } from '@contract/fields';
import { latestDocument } from '@contract/filings';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AskFiling, TechnologyTab } from '@/features/research';
import { apiUrl } from '@/lib/call-api';
import { AnalysisPanel } from './analysis-panel';

const DOCUMENT_FRAME_HEIGHT_PX = 800;

type DialogTab = 'analysis' | 'technology' | 'ask' | 'document';

export interface AnalysisDialogProps {
  ticker: string;
  filingType: PeriodicForm;
  accession?: string;
  /** The filing's signed view; without one the spec's fallback (latest filing of the type) is shown. */
  documentUrl?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AnalysisDialog({
  ticker,
  filingType,
  accession,
  documentUrl,
  open,
  onOpenChange,
}: AnalysisDialogProps) {
  const symbol = ticker.toUpperCase();
  const [tab, setTab] = useState<DialogTab>('analysis');
  // The frame loads on the first visit to the Document tab; `version` reloads it so a repeated
  // 'Show in filing' scrolls to the passage again.
  const [frame, setFrame] = useState<{ src: string; version: number } | null>(null);
  const initialSrc = documentUrl ?? apiUrl(latestDocument, { params: { ticker: symbol, type: filingType } });

  const openTab = (next: DialogTab) => {
    if (next === 'document' && !frame) setFrame({ src: initialSrc, version: 0 });
    setTab(next);
  };
  const showInFiling = (url: string) => {
    setFrame((current) => ({ src: url, version: (current?.version ?? 0) + 1 }));
    setTab('document');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* On a phone the dialog and its result cards use slim padding, so the text column keeps most of the width. */}
      <DialogContent className="w-[calc(100%-1rem)] max-w-6xl p-3 sm:w-[calc(100%-2rem)] sm:p-6 max-sm:[&_[data-slot=card-content]]:px-3 max-sm:[&_[data-slot=card-header]]:px-3">
        <DialogHeader>
          <DialogTitle>
            SEC Filing Analysis: {symbol} ({filingType})
          </DialogTitle>
          <DialogDescription>
            Sales insights tailored to what you sell, each cited from the filing.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => openTab(value as DialogTab)}>
          <TabsList>
            <TabsTrigger value="analysis">Sales Analysis</TabsTrigger>
            <TabsTrigger value="technology">Technology</TabsTrigger>
            {accession ? <TabsTrigger value="ask">Ask</TabsTrigger> : null}
            <TabsTrigger value="document">Document</TabsTrigger>
          </TabsList>
          {/* Kept mounted while hidden: switching tabs must not throw the analysis result away. */}
          <TabsContent value="analysis" forceMount className="data-[state=inactive]:hidden">
            <AnalysisPanel
              ticker={symbol}
              filingType={filingType}
              accession={accession}
              onShowInFiling={showInFiling}
            />
          </TabsContent>
          {/* The company's technology signals, as on its Technology tab (Free: the first two and the upgrade prompt). */}
          <TabsContent value="technology">
            <TechnologyTab ticker={symbol} onShowInFiling={showInFiling} />
          </TabsContent>
          {/* Ask this filing, as on the viewer's Ask tab; 'Show in filing' marks the sentence in the Document tab. */}
          {accession ? (
            <TabsContent value="ask">
              <AskFiling accession={accession} onShowInFiling={showInFiling} />
            </TabsContent>
          ) : null}
          <TabsContent value="document" forceMount className="data-[state=inactive]:hidden">
            {frame ? (
              // Hostile HTML: the filing viewer's sandbox (no scripts, no same-origin; only EDGAR links open a tab).
              <iframe
                key={frame.version}
                title={`${symbol} ${filingType} document`}
                src={frame.src}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                style={{ height: DOCUMENT_FRAME_HEIGHT_PX }}
                className="w-full rounded-lg border bg-white"
              />
            ) : null}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
