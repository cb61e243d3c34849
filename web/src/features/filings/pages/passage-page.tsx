import * as contract from '@contract/filings';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/call-api';
import { usePageMeta } from '@/lib/page-meta';
import { FilingViewer } from '../components/filing-viewer';

const HIGHLIGHT = /^\d{1,9}-\d{1,9}$/;

/** The signed view address with the passage marked; `#highlight` scrolls to it. */
function highlighted(viewUrl: string, highlight: string): string {
  const url = new URL(viewUrl, window.location.origin);
  if (HIGHLIGHT.test(highlight)) url.searchParams.set('highlight', highlight);
  url.hash = 'highlight';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `/passage/:accession?highlight=start-end`: where a CRM note's link lands. The passage inside the app, in the
 * filing viewer with its header, and a way back, rather than a bare document.
 */
export default function PassagePage() {
  usePageMeta('Passage');
  const { accession = '' } = useParams();
  const [search] = useSearchParams();
  const filing = useQuery({
    queryKey: ['sec-filings', 'stored', accession],
    queryFn: ({ signal }) => callApi(contract.getStoredFiling, { params: { accession }, signal }),
  });
  return (
    <main className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the dashboard
      </Link>
      <h1 className="font-bold text-2xl">The passage your CRM note quotes</h1>
      {filing.isPending ? (
        <PageSpinner label="Opening the filing" />
      ) : filing.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{filing.error.message}</AlertDescription>
        </Alert>
      ) : (
        <FilingViewer
          filing={filing.data}
          frameSrc={
            filing.data.view_url ? highlighted(filing.data.view_url, search.get('highlight') ?? '') : null
          }
        />
      )}
    </main>
  );
}
