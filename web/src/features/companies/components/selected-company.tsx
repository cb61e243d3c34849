import { ArrowLeftIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCompany } from '../api/get-company';
import { useRecordView } from '../api/record-view';
import type { Company } from '../api/types';

interface SelectedCompanyProps {
  ticker: string;
  onBack: () => void;
  children: (company: Company) => ReactNode;
}

/** Loads the selected company and records the view once it is known to exist. */
export function SelectedCompany({ ticker, onBack, children }: SelectedCompanyProps) {
  const company = useCompany(ticker);
  const { mutate: recordView } = useRecordView();
  const loadedTicker = company.data?.ticker;

  useEffect(() => {
    if (!loadedTicker) return;
    recordView(loadedTicker, { onError: (error) => console.error('Recording the view failed', error) });
  }, [loadedTicker, recordView]);

  if (company.isPending) return <PageSpinner label="Loading company" />;
  if (company.isError) {
    return (
      <div className="space-y-4">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Search
        </Button>
        <Alert variant="destructive">
          <AlertTitle>Company not found</AlertTitle>
          <AlertDescription>We could not find a company with the ticker {ticker}.</AlertDescription>
        </Alert>
      </div>
    );
  }
  return <>{children(company.data)}</>;
}
