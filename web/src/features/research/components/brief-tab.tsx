import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fetchBriefMarkdown, useAccountBrief } from '../api/account-brief';
import { BriefShares } from './brief-shares';
import { BriefView } from './brief-view';

/** The company page's Brief tab (Pro): the brief, its print and Markdown copy, and its share links. */
export function BriefTab({ ticker }: { ticker: string }) {
  const query = useAccountBrief(ticker);
  if (query.isPending) return <Spinner label="Putting the brief together" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'PRO_REQUIRED')
      return (
        <Alert>
          <AlertTitle>The account brief is part of Pro</AlertTitle>
          <AlertDescription>
            <Link to="/pricing" className="font-medium underline">
              Upgrade to Pro
            </Link>{' '}
            for a one-page brief of this company to take into a meeting, to print, copy or share.
          </AlertDescription>
        </Alert>
      );
    return (
      <Alert variant="destructive">
        <AlertTitle>The brief is not available</AlertTitle>
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }

  async function copyMarkdown() {
    try {
      await navigator.clipboard.writeText(await fetchBriefMarkdown(ticker));
      toast.success('Brief copied as Markdown.');
    } catch (error) {
      toast.error(error instanceof Error ? `Copy failed: ${error.message}` : 'Copy failed.');
    }
  }

  return (
    <section className="space-y-4" aria-label="Account brief">
      <div className="brief-no-print flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
        <Button variant="outline" onClick={copyMarkdown}>
          Copy as Markdown
        </Button>
      </div>
      <BriefView brief={query.data} />
      <BriefShares ticker={ticker} />
    </section>
  );
}
