import { EyeIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatShortDate } from '@/lib/format';
import type { SecFiling } from '../api/types';

export function FilingCard({ filing, onView }: { filing: SecFiling; onView: (filing: SecFiling) => void }) {
  return (
    <Card data-testid="filing-card">
      <CardContent className="flex flex-wrap items-start justify-between gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="sr-only">Filing type</dt>
          <dd className="col-span-2">
            <Badge variant="secondary">{filing.filing_type}</Badge>
          </dd>
          <dt className="text-muted-foreground">Filing date</dt>
          <dd>{formatShortDate(filing.filing_date)}</dd>
          {filing.period_end_date ? (
            <>
              <dt className="text-muted-foreground">Period end</dt>
              <dd>{formatShortDate(filing.period_end_date)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Accession number</dt>
          <dd className="font-mono text-xs leading-5">{filing.accession_number}</dd>
        </dl>
        <Button size="sm" variant="outline" onClick={() => onView(filing)}>
          <EyeIcon aria-hidden="true" />
          View Filing
        </Button>
      </CardContent>
    </Card>
  );
}
