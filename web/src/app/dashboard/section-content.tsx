import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { SettingsSection } from '@/features/accounts/components/settings-section';
import { AlertsSection } from '@/features/alerts/components/alerts-section';
import { UpcomingSection } from '@/features/alerts/components/upcoming-section';
import { AnalyzeFilingButton } from '@/features/analysis/components/analyze-filing-button';
import { UsageMeter } from '@/features/analysis/components/usage-meter';
import { SubscriptionTab } from '@/features/billing/components/subscription-tab';
import { SavedCompaniesSection } from '@/features/companies/components/saved-companies-section';
import { SearchSection } from '@/features/companies/components/search-section';
import type { SecFiling } from '@/features/filings/api/types';
import { AvailableDocumentsCard } from '@/features/filings/components/available-documents-card';
import { CompanyProfileCard } from '@/features/filings/components/company-profile-card';
import { FilingsPanel } from '@/features/filings/components/filings-panel';
import { KeyFiguresCard } from '@/features/financials/components/key-figures-card';
import type { Section } from './dashboard-sections';
import type { useDashboardParams } from './use-dashboard-params';

// The Financials tab (and its chart library) and News & Events are fetched only when their tab is opened.
const FinancialsTab = lazy(() => import('@/features/financials/components/financials-tab'));
const NewsEvents = lazy(() =>
  import('@/features/filings/components/news-events').then((module) => ({ default: module.NewsEvents })),
);

interface SectionContentProps {
  nav: ReturnType<typeof useDashboardParams>;
  isPro: boolean;
}

/** The analysis feature's 'Analyze' action in the filings viewer: 10-Ks and 10-Qs (amendments as what they amend). */
function renderAnalyze(filing: SecFiling) {
  const formType = filing.filing_type.replace(/\/A$/, '');
  if (formType !== '10-K' && formType !== '10-Q') return null;
  return (
    <AnalyzeFilingButton
      ticker={filing.ticker}
      filingType={formType}
      accession={filing.accession_number}
      documentUrl={filing.view_url}
    />
  );
}

/** Composes each feature's section; other features' panels reach company detail only through these props. */
export function SectionContent({ nav, isPro }: SectionContentProps) {
  const section: Section = nav.section;
  // A filing chosen in the Overview's Available Documents, shown by the SEC Documents viewer.
  const [opened, setOpened] = useState<SecFiling | null>(null);
  switch (section) {
    case 'search':
      return (
        <SearchSection
          selectedTicker={nav.ticker}
          tab={nav.tab}
          onSelect={nav.selectCompany}
          onTabChange={nav.setTab}
          onBack={nav.clearCompany}
          quotaCard={isPro ? undefined : <UsageMeter variant="card" autoRefresh />}
          renderFilings={(ticker) => (
            <FilingsPanel
              key={ticker}
              ticker={ticker}
              renderAnalyze={renderAnalyze}
              initialFiling={opened?.ticker === ticker ? opened : null}
            />
          )}
          renderAvailableDocuments={(ticker) => (
            <AvailableDocumentsCard
              ticker={ticker}
              onOpen={(filing) => {
                setOpened(filing);
                nav.setTab('documents');
              }}
            />
          )}
          renderOverviewExtras={(ticker) => (
            <>
              <CompanyProfileCard ticker={ticker} />
              <KeyFiguresCard ticker={ticker} />
            </>
          )}
          renderFinancials={(ticker) => (
            <Suspense fallback={<Spinner label="Loading financial data" />}>
              <FinancialsTab ticker={ticker} />
            </Suspense>
          )}
          renderEvents={(ticker) => (
            <Suspense fallback={<Spinner label="Loading news and events" />}>
              <NewsEvents ticker={ticker} />
            </Suspense>
          )}
        />
      );
    case 'saved':
      return (
        <SavedCompaniesSection
          onViewDetails={(ticker) => nav.selectCompany(ticker, 'documents')}
          onFindCompanies={() => nav.goToSection('search')}
          onOpenCompany={(ticker) => nav.selectCompany(ticker, 'overview')}
        />
      );
    case 'alerts':
      return <AlertsSection onOpenCompany={(ticker) => nav.selectCompany(ticker, 'documents')} />;
    case 'upcoming':
      return <UpcomingSection />;
    case 'settings':
      return <SettingsSection subscriptionTab={<SubscriptionTab />} />;
    case 'myDetails':
      return <ProfileForm />;
  }
}
