import { usePageMeta } from '@/lib/page-meta';
import { AdminPageHeader } from '../components/admin-page-header';
import { ImportPanel } from '../components/import-panel';

/** The earlier 'Import Companies' utility: the SEC import and the local file import, sharing the same jobs. */
export default function ImportPage() {
  usePageMeta('Import Companies');
  return (
    <main className="mx-auto max-w-4xl space-y-6 p-6">
      <AdminPageHeader
        title="Import Companies"
        subtitle="Bring companies into the catalogue from SEC or from a file."
      />
      <ImportPanel
        kind="sec-complete"
        title="Import from SEC"
        startLabel="Import All SEC Companies"
        description="Every company in SEC's ticker file; existing tickers are skipped."
      />
      <ImportPanel
        kind="local"
        title="Import from a file"
        startLabel="Upload and Import"
        description="A CSV or JSON file of companies (ticker, name, industry, sector, exchange)."
      />
    </main>
  );
}
