import { Button } from '@/components/ui/button';
import { useTeamAudit } from '../api/team-audit-api';
import { auditSentence } from './audit-sentence';

/** The team's audit log for its owners and admins: who changed what, newest first, a page at a time. */
export function TeamAudit({ teamId }: { teamId: string }) {
  const audit = useTeamAudit(teamId);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-label="Audit log" className="space-y-3">
      <h2 className="text-lg font-semibold">Audit log</h2>
      {audit.error && <p role="alert">{audit.error.message}</p>}
      {audit.data && entries.length === 0 && <p className="text-muted-foreground">Nothing recorded yet.</p>}
      <ol aria-label="Audit entries" className="divide-y">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.action}-${auditSentence(entry)}`} className="py-2">
            <span className="block">{auditSentence(entry)}</span>
            <time dateTime={entry.at} className="text-sm text-muted-foreground">
              {new Date(entry.at).toLocaleString()}
            </time>
          </li>
        ))}
      </ol>
      {audit.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          disabled={audit.isFetchingNextPage}
          onClick={() => audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}
