import type { PeriodicForm } from '@contract/fields';
import { latestDocument } from '@contract/filings';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiUrl } from '@/lib/call-api';
import { AnalysisPanel } from '../components/analysis-panel';

const asFilingType = (value: string | null): PeriodicForm => (value === '10-K' ? '10-K' : '10-Q');

/** Query parameters ticker (AMZN), type (10-Q) and url. */
export default function TestAnalysisPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticker = (params.get('ticker') ?? 'AMZN').toUpperCase();
  const type = asFilingType(params.get('type'));
  const url = params.get('url');
  const [tickerInput, setTickerInput] = useState(ticker);
  const [typeInput, setTypeInput] = useState<PeriodicForm>(type);
  const [tab, setTab] = useState('analysis');
  const [documentSrc, setDocumentSrc] = useState(url ?? apiUrl(latestDocument, { params: { ticker, type } }));

  const showInFiling = (highlightedUrl: string) => {
    setDocumentSrc(highlightedUrl);
    setTab('document');
  };

  return (
    <main className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Filing Analysis Tool</h1>
      <form
        // One row of equal-height controls with their labels on one line above; stacked on a phone.
        className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-end sm:justify-start"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(`/test-analysis?ticker=${encodeURIComponent(tickerInput)}&type=${typeInput}`);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="ticker">Ticker</Label>
          <Input
            id="ticker"
            value={tickerInput}
            onChange={(e) => setTickerInput(e.target.value.toUpperCase())}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="filing-type">Filing type</Label>
          <Select value={typeInput} onValueChange={(value) => setTypeInput(asFilingType(value))}>
            <SelectTrigger id="filing-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="10-K">10-K Annual</SelectItem>
              <SelectItem value="10-Q">10-Q Quarterly</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <Button type="submit">Analyze New Filing</Button>
      </form>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="analysis">Sales Analysis</TabsTrigger>
          <TabsTrigger value="document">View Document</TabsTrigger>
        </TabsList>
        {/* Kept mounted while hidden: 'Show in filing' must not throw the analysis result away. */}
        <TabsContent value="analysis" forceMount className="data-[state=inactive]:hidden">
          <AnalysisPanel
            key={`${ticker}-${type}`}
            ticker={ticker}
            filingType={type}
            onShowInFiling={showInFiling}
          />
        </TabsContent>
        <TabsContent value="document">
          <iframe
            title={`${ticker} ${type} filing`}
            src={documentSrc}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="h-[800px] w-full rounded border"
          />
        </TabsContent>
      </Tabs>
    </main>
  );
}
