import type { PeriodicForm } from '@contract/fields';
import { DownloadIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useFetchFiling } from '../api/fetch-filing';
import { fetchErrorMessage } from '../api/filing-errors';
import { FILING_TYPES, type SecFiling } from '../api/types';

const DESCRIPTIONS: Record<PeriodicForm, { title: string; text: string }> = {
  '10-K': {
    title: '10-K Annual Report',
    text: 'The most recent annual report: business, risk factors, MD&A.',
  },
  '10-Q': {
    title: '10-Q Quarterly Report',
    text: 'The most recent quarterly report: results and changes since.',
  },
};

function RequestFilingCard(props: {
  ticker: string;
  type: PeriodicForm;
  onFetched: (filing: SecFiling) => void;
}) {
  const { ticker, type, onFetched } = props;
  const mutation = useFetchFiling(ticker, type);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{DESCRIPTIONS[type].title}</CardTitle>
        <CardDescription>{DESCRIPTIONS[type].text}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button
          onClick={() => mutation.mutate(undefined, { onSuccess: onFetched })}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? (
            <Spinner className="size-4" label={`Fetching ${type}`} />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          Fetch {type}
        </Button>
        {mutation.error ? (
          <Alert variant="destructive">
            <AlertDescription>{fetchErrorMessage(mutation.error, type, ticker)}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function RequestFilings({
  ticker,
  onFetched,
}: {
  ticker: string;
  onFetched: (filing: SecFiling) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {FILING_TYPES.map((type) => (
        <RequestFilingCard key={type} ticker={ticker} type={type} onFetched={onFetched} />
      ))}
    </div>
  );
}
