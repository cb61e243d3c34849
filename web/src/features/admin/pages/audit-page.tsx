import { PageSpinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { usePageMeta } from '@/lib/page-meta';
import { useAuditTrail } from '../api/audit-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { actionLabel, detailText, jobText } from '../components/audit-text';

/** `/audit` (admin): who did what, when, to imports, jobs and the schedule. The server sends its latest 100. */
export default function AuditPage() {
  usePageMeta('Audit Trail');
  const { data: entries, error } = useAuditTrail();
  return (
    <main className="mx-auto max-w-6xl space-y-6 p-6">
      <AdminPageHeader title="Audit Trail" subtitle="Admin actions, newest first." />
      {error ? (
        <p role="alert" className="text-red-600">
          {error.message}
        </p>
      ) : !entries ? (
        <PageSpinner label="Loading the audit trail" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No admin actions yet.</p>
      ) : (
        <Table>
          <TableCaption>
            The latest {entries.length} {entries.length === 1 ? 'action' : 'actions'} (the server keeps the
            last 100 here).
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Details</TableHead>
              <TableHead>Job</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
                </TableCell>
                <TableCell>{entry.userEmail}</TableCell>
                <TableCell>
                  {actionLabel(entry.action)}
                  <code className="block text-xs text-muted-foreground">{entry.action}</code>
                </TableCell>
                <TableCell className="max-w-xs break-words">{detailText(entry.detail)}</TableCell>
                <TableCell className="whitespace-nowrap">{jobText(entry)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </main>
  );
}
