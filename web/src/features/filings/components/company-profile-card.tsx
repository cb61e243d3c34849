import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/format';
import { useFilingHistory } from '../api/get-history';

function fiscalYearEnd(value: string | null): string {
  if (!value || !/^\d{4}$/.test(value)) return 'N/A';
  const date = new Date(2000, Number(value.slice(0, 2)) - 1, Number(value.slice(2)));
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
}

function websiteHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** What SEC EDGAR says about the registrant, and when it last filed each kind of report. */
export function CompanyProfileCard({ ticker }: { ticker: string }) {
  const history = useFilingHistory(ticker.toUpperCase());
  const company = history.data?.pages[0]?.company;
  return (
    <Card>
      <CardHeader>
        <CardTitle>From SEC EDGAR</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Loading company profile" />
        ) : !company ? (
          <p className="text-muted-foreground text-sm">
            SEC EDGAR has no profile for this company right now.
          </p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="edgar-profile">
            <dt className="text-muted-foreground">Exchange</dt>
            <dd className="font-medium">{company.exchanges.join(', ') || 'N/A'}</dd>
            <dt className="text-muted-foreground">SIC industry</dt>
            <dd className="font-medium">
              {company.sic_description ? `${company.sic_description} (${company.sic})` : 'N/A'}
            </dd>
            <dt className="text-muted-foreground">Incorporated in</dt>
            <dd className="font-medium">{company.state_of_incorporation ?? 'N/A'}</dd>
            <dt className="text-muted-foreground">Fiscal year ends</dt>
            <dd className="font-medium">{fiscalYearEnd(company.fiscal_year_end)}</dd>
            {company.former_names.length > 0 ? (
              <>
                <dt className="text-muted-foreground">Formerly</dt>
                <dd className="font-medium" data-testid="former-names">
                  {company.former_names.join('; ')}
                </dd>
              </>
            ) : null}
            {company.website ? (
              <>
                <dt className="text-muted-foreground">Website</dt>
                <dd className="font-medium break-all">
                  <a
                    href={websiteHref(company.website)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary"
                  >
                    {company.website}
                  </a>
                </dd>
              </>
            ) : null}
            {company.business_address ? (
              <>
                <dt className="text-muted-foreground">Address</dt>
                <dd className="font-medium">{company.business_address}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Latest 10-K</dt>
            <dd className="font-medium">{formatLongDate(company.latest['10-K'])}</dd>
            <dt className="text-muted-foreground">Latest 10-Q</dt>
            <dd className="font-medium">{formatLongDate(company.latest['10-Q'])}</dd>
            <dt className="text-muted-foreground">Latest 8-K</dt>
            <dd className="font-medium">{formatLongDate(company.latest['8-K'])}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
