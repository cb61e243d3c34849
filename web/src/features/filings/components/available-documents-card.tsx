import { FileTextIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/format';
import { listErrorMessage } from '../api/filing-errors';
import { useFilings } from '../api/get-filings';
import type { SecFiling } from '../api/types';

const SHOWN = 5;

/** The Overview tab's summary of the filings fetched so far for the company. */
export function AvailableDocumentsCard({
  ticker,
  onOpen,
}: {
  ticker: string;
  /** Opens the filing in the SEC Documents viewer. */
  onOpen?: (filing: SecFiling) => void;
}) {
  const { data, isPending, error } = useFilings(ticker);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Documents</CardTitle>
        <CardDescription>SEC filings fetched for {ticker.toUpperCase()}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading documents" />
        ) : error ? (
          <p className="text-destructive text-sm">{listErrorMessage(error)}</p>
        ) : !data || data.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No documents have been fetched yet. Use 'Get Documents' to fetch the latest filings.
          </p>
        ) : (
          <ul className="space-y-2 text-sm">
            {data.slice(0, SHOWN).map((filing) => (
              <li key={filing.id} className="flex items-center gap-2">
                <FileTextIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                {onOpen ? (
                  <button
                    type="button"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                    onClick={() => onOpen(filing)}
                  >
                    {filing.filing_type}
                  </button>
                ) : (
                  <span className="font-medium">{filing.filing_type}</span>
                )}
                <span className="text-muted-foreground">filed {formatShortDate(filing.filing_date)}</span>
              </li>
            ))}
            {data.length > SHOWN ? (
              <li className="text-muted-foreground">and {data.length - SHOWN} more</li>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
