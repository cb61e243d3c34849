import { Card, CardContent } from '@/components/ui/card';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { SavedCompaniesSection } from '@/features/companies/components/saved-companies-section';
import { SearchSection } from '@/features/companies/components/search-section';
import type { Section } from './dashboard-sections';
import { SettingsSection } from './settings-section';
import type { useDashboardParams } from './use-dashboard-params';

interface SectionContentProps {
  nav: ReturnType<typeof useDashboardParams>;
}

function UnderDevelopment() {
  return (
    <Card>
      <CardContent>
        <p className="text-muted-foreground">This section is under development and will be available soon.</p>
      </CardContent>
    </Card>
  );
}

/** Composes each feature's section; other features' panels reach company detail only through these props. */
export function SectionContent({ nav }: SectionContentProps) {
  const section: Section = nav.section;
  switch (section) {
    case 'search':
      return (
        <SearchSection
          selectedTicker={nav.ticker}
          tab={nav.tab}
          onSelect={nav.selectCompany}
          onTabChange={nav.setTab}
          onBack={nav.clearCompany}
        />
      );
    case 'saved':
      return <SavedCompaniesSection onViewDetails={(ticker) => nav.selectCompany(ticker, 'documents')} />;
    case 'alerts':
    case 'upcoming':
      return <UnderDevelopment />;
    case 'settings':
      return <SettingsSection />;
    case 'myDetails':
      return <ProfileForm />;
  }
}
