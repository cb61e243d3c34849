import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ProfileForm, SellerReadingCard, SettingsSection } from '@/features/accounts';
import { AlertsSection, UpcomingSection } from '@/features/alerts';
import { AnalysisHistory, AnalyzeFilingButton, UsageMeter } from '@/features/analysis';
import { SubscriptionTab } from '@/features/billing';
import {
  filingSearchHref,
  ProspectsSection,
  SavedCompaniesSection,
  SearchSection,
} from '@/features/companies';
import type { SecFiling } from '@/features/filings';
import { AvailableDocumentsCard, CompanyProfileCard, FilingsPanel } from '@/features/filings';
import { KeyFiguresCard } from '@/features/financials';
import { BriefTab, TechnologyTab } from '@/features/research';
import type { Section } from './dashboard-sections';
import type { useDashboardParams } from './use-dashboard-params';

// The Financials tab (and its chart library) and News & Events are fetched only when their tab is opened.
const FinancialsTab = lazy(() =>
  import('@/features/financials/lazy').then((module) => ({ default: module.FinancialsTab })),
);
const NewsEvents = lazy(() =>
  import('@/features/filings/lazy').then((module) => ({ default: module.NewsEvents })),
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
          renderTechnology={(ticker) => <TechnologyTab ticker={ticker} />}
          renderBrief={(ticker) => <BriefTab ticker={ticker} />}
          renderEvents={(ticker) => (
            <Suspense fallback={<Spinner label="Loading news and events" />}>
              <NewsEvents ticker={ticker} />
            </Suspense>
          )}
        />
      );
    case 'prospects':
      return <ProspectsSection onOpenCompany={(ticker) => nav.selectCompany(ticker, 'overview')} />;
    case 'saved':
      return (
        <SavedCompaniesSection
          onViewDetails={(ticker) => nav.selectCompany(ticker, 'documents')}
          onFindCompanies={() => nav.goToSection('search')}
          onOpenCompany={(ticker) => nav.selectCompany(ticker, 'overview')}
        />
      );
    case 'analyses':
      return <AnalysisHistory />;
    case 'alerts':
      return (
        <AlertsSection
          onOpenCompany={(ticker) => nav.selectCompany(ticker, 'documents')}
          savedSearchHref={filingSearchHref}
        />
      );
    case 'upcoming':
      return <UpcomingSection />;
    case 'settings':
      return <SettingsSection subscriptionTab={<SubscriptionTab />} />;
    case 'myDetails':
      return (
        <div className="grid gap-8">
          <ProfileForm />
          <SellerReadingCard />
        </div>
      );
  }
}
