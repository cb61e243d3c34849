import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/page-meta';
import { useDebugInfo } from '../api/debug-api';
import { AdminPageHeader } from '../components/admin-page-header';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/debug` (admin): how the server is doing. Secrets are never sent, only whether an integration is on. */
export default function DebugPage() {
  usePageMeta('Debug');
  const { data, error, refetch, isFetching } = useDebugInfo();
  if (error) {
    return (
      <main className="mx-auto max-w-5xl p-6">
        <p role="alert" className="text-red-600">
          {error.message}
        </p>
      </main>
    );
  }
  if (!data) return <PageSpinner label="Loading debug information" />;
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-6">
      <AdminPageHeader title="Debug" subtitle="Server state for administrators." />
      <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
        Refresh
      </Button>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Server</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                ['Version', data.version],
                ['Node', data.node],
                ['Uptime', `${Math.round(data.uptimeSeconds / 60)} min`],
                ['Database', data.database.driver],
                ['Migrations', `${data.database.migrationsApplied} of ${data.database.migrationsKnown}`],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Counts</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                ['Users', data.counts.users],
                ['Companies', data.counts.companies],
                ['Filings', data.counts.filings],
                ['Analyses', data.counts.analyses],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>SEC EDGAR</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts
              rows={[
                ['Requests in the last minute', data.edgar.requestsLastMinute],
                ['Last request', when(data.edgar.lastRequestAt)],
                [
                  'Throttled until',
                  data.edgar.throttledUntil ? when(data.edgar.throttledUntil) : 'not throttled',
                ],
                ['Cached filings', data.filingCache.documents],
                [
                  'Cache size',
                  `${megabytes(data.filingCache.documentBytes)} (${megabytes(data.filingCache.storedBytes)} stored)`,
                ],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Integrations</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {Object.entries(data.integrations).map(([name, on]) => (
              <Badge key={name} variant={on === false ? 'outline' : 'success'}>
                {name}: {typeof on === 'string' ? on : on ? 'on' : 'off'}
              </Badge>
            ))}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            Job runner: {data.jobs.runner.started ? 'running' : 'stopped'} ({data.jobs.runner.running.length}{' '}
            active)
          </CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-muted-foreground">
                <th>Kind</th>
                <th>State</th>
                <th>Total</th>
                <th>Imported</th>
                <th>Updated</th>
                <th>Skipped</th>
                <th>Errors</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.recent.map((job) => (
                <tr key={job.id} title={job.error ?? undefined}>
                  <td>{job.kind}</td>
                  <td>{job.state}</td>
                  <td>{job.total}</td>
                  <td>{job.imported}</td>
                  <td>{job.updated}</td>
                  <td>{job.skipped}</td>
                  <td>{job.errors}</td>
                  <td>{when(job.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Last server errors ({data.errors.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {data.errors.length === 0 ? (
            <p className="text-sm text-muted-foreground">No errors since the server started.</p>
          ) : (
            <ul className="space-y-1 font-mono text-xs">
              {data.errors.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot list, newest first
                <li key={index}>
                  {when(entry.at)} {entry.status ?? ''} {entry.path ?? entry.source} — {entry.message}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
