import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { JobDetail, JobSummary } from '../api/admin-api';
import { jobPace } from './job-pace';

function jobDone(job: Pick<JobSummary, 'imported' | 'updated' | 'skipped' | 'errors'>) {
  return job.imported + job.updated + job.skipped + job.errors;
}

const STATE_TEXT: Record<JobSummary['state'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Live progress bar: done / total, and while running the rate and time left. */
export function JobProgressBar({ job }: { job: JobSummary }) {
  const done = jobDone(job);
  // Recomputed on each poll of the job, which is when `done` moves.
  const pace = jobPace(job, done, Date.now());
  const percent = job.total > 0 ? Math.min(100, Math.round((done / job.total) * 100)) : 0;
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{STATE_TEXT[job.state]}</span>
        <span data-testid="job-progress">
          {done} / {job.total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={done}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      {pace ? (
        <p className="text-xs text-muted-foreground" data-testid="job-pace">
          {pace}
        </p>
      ) : null}
    </div>
  );
}

/** The process log: errors red, successes green. */
export function JobLog({ log }: { log: JobDetail['log'] }) {
  if (log.length === 0) return null;
  return (
    <div
      role="log"
      aria-label="Process log"
      className="max-h-60 overflow-y-auto rounded-md border bg-muted/40 p-2 font-mono text-xs"
    >
      {log.map((line, index) => (
        <div
          // Log lines are append-only, so their position is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          key={index}
          data-level={line.level}
          className={cn(
            line.level === 'error' && 'text-red-600',
            line.level === 'success' && 'text-green-700',
            line.level === 'warn' && 'text-amber-700',
          )}
        >
          {line.ticker ? `[${line.ticker}] ` : ''}
          {line.message}
        </div>
      ))}
    </div>
  );
}

/** Total, Imported, Updated, Skipped, Errors, with 'Complete' (no errors) or 'Issues'. */
export function JobSummaryTable({ job }: { job: JobSummary }) {
  const cells: Array<[string, number]> = [
    ['Total', job.total],
    ['Imported', job.imported],
    ['Updated', job.updated],
    ['Skipped', job.skipped],
    ['Errors', job.errors],
  ];
  const clean = job.errors === 0 && job.state === 'succeeded';
  return (
    <section aria-label="Summary" className="space-y-2">
      <div className="flex items-center gap-2">
        <h3 className="font-medium">Summary</h3>
        <Badge variant={clean ? 'success' : 'warning'}>{clean ? 'Complete' : 'Issues'}</Badge>
      </div>
      <dl className="grid grid-cols-5 gap-2 text-center">
        {cells.map(([label, value]) => (
          <div key={label} className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold" data-testid={`summary-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {job.error ? <p className="text-sm text-red-600">{job.error}</p> : null}
    </section>
  );
}
