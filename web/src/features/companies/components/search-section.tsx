import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CompanyDetail, type CompanyDetailSlots, type DetailTab } from './company-detail';
import { CompanySearchBox } from './company-search-box';
import { RecentlyViewed } from './recently-viewed';
import { SelectedCompany } from './selected-company';

interface SearchSectionProps extends CompanyDetailSlots {
  selectedTicker: string | null;
  tab: DetailTab;
  onSelect: (ticker: string, tab?: DetailTab) => void;
  onTabChange: (tab: DetailTab) => void;
  onBack: () => void;
  /** The 'Your Analysis Quota' card for non-Pro users, composed by the app layer. */
  quotaCard?: ReactNode;
}

export function SearchSection({
  selectedTicker,
  tab,
  onSelect,
  onTabChange,
  onBack,
  quotaCard,
  ...slots
}: SearchSectionProps) {
  if (selectedTicker) {
    return (
      <SelectedCompany ticker={selectedTicker} onBack={onBack}>
        {(company) => (
          <CompanyDetail
            company={company}
            tab={tab}
            onTabChange={onTabChange}
            onBack={onBack}
            onOpenCompany={(ticker) => onSelect(ticker, 'overview')}
            {...slots}
          />
        )}
      </SelectedCompany>
    );
  }

  return (
    <div className="space-y-8">
      <Card>
        <CardHeader>
          <CardTitle>Find a company</CardTitle>
          <CardDescription>
            Search for any publicly traded company to get insights from their financial disclosures
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CompanySearchBox onSelect={(company) => onSelect(company.ticker, 'overview')} />
        </CardContent>
      </Card>
      {quotaCard}
      <RecentlyViewed
        onViewDetails={(ticker) => onSelect(ticker, 'documents')}
        onOpenExample={(ticker) => onSelect(ticker, 'overview')}
      />
    </div>
  );
}
