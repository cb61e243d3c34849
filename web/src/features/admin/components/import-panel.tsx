import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import {
  type ImportKind,
  isActive,
  useCancelJob,
  useJob,
  useLatestJob,
  useStartImport,
} from '../api/admin-api';
import { JobLog, JobProgressBar, JobSummaryTable } from './job-progress';

interface ImportPanelProps {
  kind: ImportKind;
  title: string;
  description: ReactNode;
  startLabel: string;
  /** When set, the import cannot start and this says why. */
  disabledReason?: string;
}

/** One import: start (disabled with a spinner while its job runs), live progress, the log and the summary. */
export function ImportPanel({ kind, title, description, startLabel, disabledReason }: ImportPanelProps) {
  const latest = useLatestJob(kind);
  const job = useJob(latest.data?.id);
  const start = useStartImport(kind);
  const cancel = useCancelJob();
  const [file, setFile] = useState<File | null>(null);
  const current = job.data ?? latest.data ?? null;
  const running = isActive(current) || start.isPending;
  const needsFile = kind === 'local' && !file;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {disabledReason ? <p className="text-sm text-amber-700">{disabledReason}</p> : null}
        {kind === 'local' ? (
          <div className="space-y-1">
            <Label htmlFor="local-file">
              CSV or JSON file (ticker, name, industry, sector, exchange; up to 5 MB)
            </Label>
            <Input
              id="local-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        ) : null}
        <div className="flex gap-2">
          <Button
            disabled={running || Boolean(disabledReason) || needsFile}
            onClick={() => start.mutate(file ?? undefined)}
          >
            {running ? <Spinner className="size-4 text-primary-foreground" label="Import running" /> : null}
            {startLabel}
          </Button>
          {current && isActive(current) ? (
            <Button variant="outline" onClick={() => cancel.mutate(current.id)} disabled={cancel.isPending}>
              Cancel
            </Button>
          ) : null}
        </div>
        {start.error ? (
          <p role="alert" className="text-sm text-red-600">
            {isApiError(start.error) ? start.error.message : 'The import could not be started.'}
          </p>
        ) : null}
        {current ? (
          <>
            <JobProgressBar job={current} />
            <JobLog log={job.data?.log ?? []} />
            {isActive(current) ? null : <JobSummaryTable job={current} />}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
