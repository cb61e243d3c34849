import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Company } from '../api/types';
import { secCompanySearchUrl } from './company-links';
import { knownClassification } from './company-meta';

interface CompanyOverviewProps {
  company: Company;
  availableDocuments?: ReactNode;
  /** Cards from other features (EDGAR profile, key figures). */
  extras?: ReactNode;
}

export function CompanyOverview({ company, availableDocuments, extras }: CompanyOverviewProps) {
  const industry = knownClassification(company.industry);
  const sector = knownClassification(company.sector);
  const facts: Array<[string, string]> = [
    ['Ticker', company.ticker],
    ...(industry ? [['Industry', industry] as [string, string]] : []),
    ...(sector ? [['Sector', sector] as [string, string]] : []),
    ['SEC CIK', company.cik ?? 'Not available'],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Company Overview</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={secCompanySearchUrl(company.cik, company.ticker)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline"
          >
            View on SEC EDGAR
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </CardContent>
      </Card>
      {availableDocuments ?? (
        <Card>
          <CardHeader>
            <CardTitle>Available Documents</CardTitle>
            <CardDescription>No documents have been fetched yet.</CardDescription>
          </CardHeader>
        </Card>
      )}
      {extras}
    </div>
  );
}
