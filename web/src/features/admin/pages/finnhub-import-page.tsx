import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/page-meta';
import { useIntegrations } from '../api/admin-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { ImportPanel } from '../components/import-panel';
import { SchedulePanel } from '../components/schedule-panel';

/** Spec part 2 'Finnhub Data Manager' (admin): its six tabs and Revenue, each import a durable server job. */
export default function FinnhubImportPage() {
  usePageMeta('Finnhub Data Manager');
  const integrations = useIntegrations();
  const finnhubOff =
    integrations.data && !integrations.data.finnhub
      ? 'The API import is off: set FINNHUB_API_KEY on the server to import from Finnhub.'
      : undefined;
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-6">
      <AdminPageHeader
        title="Finnhub Data Manager"
        subtitle="Import and refresh the company catalogue. Imports run on the server and survive a page reload."
      />
      <Tabs defaultValue="sec-complete">
        <TabsList className="flex-wrap">
          <TabsTrigger value="sec-complete">Complete SEC Import</TabsTrigger>
          <TabsTrigger value="sec-sample">Sample SEC Import</TabsTrigger>
          <TabsTrigger value="api">API Import</TabsTrigger>
          <TabsTrigger value="local">Local Import</TabsTrigger>
          <TabsTrigger value="update">Update Data</TabsTrigger>
          <TabsTrigger value="revenue">Revenue</TabsTrigger>
          <TabsTrigger value="schedule">Schedule Updates</TabsTrigger>
        </TabsList>
        <TabsContent value="sec-complete">
          <ImportPanel
            kind="sec-complete"
            title="Complete SEC Import"
            startLabel="Start Complete Import"
            description="Every company in SEC's ticker file (about 10,000), fetched through the rate-limited EDGAR client. Tickers already in the catalogue are skipped."
          />
        </TabsContent>
        <TabsContent value="sec-sample">
          <ImportPanel
            kind="sec-sample"
            title="Sample SEC Import"
            startLabel="Start Sample Import"
            description="The first 120 companies of SEC's ticker file (the largest), in batches of 20."
          />
        </TabsContent>
        <TabsContent value="api">
          <ImportPanel
            kind="finnhub"
            title="API Import"
            startLabel="Start API Import"
            disabledReason={finnhubOff}
            description="Common stocks listed on NYSE, NASDAQ and AMEX from Finnhub (up to 10,000), with each company's profile mapped to a sector. Requests are at least 1 second apart."
          />
        </TabsContent>
        <TabsContent value="local">
          <ImportPanel
            kind="local"
            title="Local Import"
            startLabel="Upload and Import"
            description="Upload a CSV (with a header row) or a JSON array. Every bad row is listed with its line number; the good rows are imported."
          />
        </TabsContent>
        <TabsContent value="update">
          <ImportPanel
            kind="update"
            title="Update Data"
            startLabel="Update 50 Oldest"
            description="Refreshes industry, sector and exchange of the 50 companies updated longest ago, 1 second apart, from SEC submissions (or Finnhub when its key is set)."
          />
          <div className="mt-6">
            <ImportPanel
              kind="edgar-backfill"
              title="Update Every Company from EDGAR"
              startLabel="Update All from EDGAR"
              description="Reads every company's SEC submissions at EDGAR's fair-access pace: industry (SIC), sector, name, exchange, state of incorporation, fiscal-year end and former names. Resumes where it stopped after a restart. Afterwards a daily refresh at 06:00 UTC reads only the companies that filed the day before."
            />
          </div>
        </TabsContent>
        <TabsContent value="revenue">
          <ImportPanel
            kind="revenue-frames"
            title="Revenue"
            startLabel="Update Revenue"
            description="Every company's latest annual revenue from SEC's XBRL frames: ten requests, each giving one revenue tag for one calendar year for every filer. Runs every day at 04:30 UTC on its own."
          />
        </TabsContent>
        <TabsContent value="schedule">
          <SchedulePanel />
        </TabsContent>
      </Tabs>
    </main>
  );
}
