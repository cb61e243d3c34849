import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { readableCompanyName } from '@/lib/company-name';
import { useSimilarCompanies } from '../api/get-similar-companies';
import { companyMeta } from './company-meta';
import { formatRevenue } from './prospect-filters';
import { SaveCompanyButton } from './save-company-button';

const BASIS: Record<'sic' | 'sector', string> = {
  sic: 'Same SEC industry first, then the same industry group, closest in size.',
  sector: 'Same sector, closest in size (SEC gives this company no industry code).',
};

/** Issue #31 part 4: the company's peers, each one click from its page or a list. */
export function SimilarCompaniesCard({
  ticker,
  onOpenCompany,
}: {
  ticker: string;
  onOpenCompany?: (ticker: string) => void;
}) {
  const similar = useSimilarCompanies(ticker);
  if (similar.isPending) return <Spinner label="Loading similar companies" />;
  // Peers are an extra: when they cannot be loaded, or there are none, the block is left out.
  if (similar.isError || similar.data.basis === 'none' || similar.data.companies.length === 0) return null;
  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle>Similar companies</CardTitle>
        <CardDescription>{BASIS[similar.data.basis]}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {similar.data.companies.map((company) => (
            <li key={company.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 flex-1">
                {onOpenCompany ? (
                  <Button
                    variant="link"
                    // A long name wraps instead of pushing the row past a phone's width.
                    className="h-auto max-w-full whitespace-normal p-0 text-left font-medium"
                    onClick={() => onOpenCompany(company.ticker)}
                  >
                    {readableCompanyName(company.name)} ({company.ticker})
                  </Button>
                ) : (
                  <span className="font-medium">
                    {readableCompanyName(company.name)} ({company.ticker})
                  </span>
                )}
                <p className="truncate text-muted-foreground text-xs">
                  {[companyMeta(company), formatRevenue(company.revenue)].filter(Boolean).join(' • ')}
                </p>
              </div>
              <SaveCompanyButton company={company} inList />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
