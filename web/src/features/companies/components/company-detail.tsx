import { ArrowLeftIcon, ExternalLinkIcon, FileTextIcon, Share2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { readableCompanyName } from '@/lib/company-name';
import { toast } from '@/lib/toast';
import type { Company } from '../api/types';
import { ComingSoon } from './coming-soon';
import { companyShareUrl, financialDataUrl } from './company-links';
import { knownClassification } from './company-meta';
import { CompanyOverview } from './company-overview';
import { SaveCompanyButton } from './save-company-button';
import { SimilarCompaniesCard } from './similar-companies-card';

export const DETAIL_TABS = ['overview', 'documents', 'financials', 'technology', 'brief', 'news'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export interface CompanyDetailSlots {
  /** The filings feature's panel, composed by the app layer. */
  renderFilings?: (ticker: string) => ReactNode;
  /** The filings feature's 'Available Documents' card for the Overview tab. */
  renderAvailableDocuments?: (ticker: string) => ReactNode;
  /** More Overview cards (the EDGAR profile, key figures), composed by the app layer. */
  renderOverviewExtras?: (ticker: string) => ReactNode;
  /** The Financials tab; 'Financial Data Coming Soon' without it. */
  renderFinancials?: (ticker: string) => ReactNode;
  /** The News & Events tab; 'News & Events Coming Soon' without it. */
  renderEvents?: (ticker: string) => ReactNode;
  /** The Technology tab (the research feature), composed by the app layer; no tab without it. */
  renderTechnology?: (ticker: string) => ReactNode;
  /** The account brief tab (the research feature), composed by the app layer; no tab without it. */
  renderBrief?: (ticker: string) => ReactNode;
}

interface CompanyDetailProps extends CompanyDetailSlots {
  company: Company;
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  onBack: () => void;
  /** Opens another company (from the similar companies block). */
  onOpenCompany?: (ticker: string) => void;
}

async function shareCompany(ticker: string) {
  const url = companyShareUrl(window.location.origin, ticker);
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard', { description: url });
  } catch {
    toast.info('Copy this link to share', { description: url });
  }
}

export function CompanyDetail(props: CompanyDetailProps) {
  const { company, tab, onTabChange, onBack, renderFilings, renderAvailableDocuments } = props;
  const { renderOverviewExtras, renderFinancials, renderEvents, renderTechnology, renderBrief } = props;
  const classification = [knownClassification(company.industry), knownClassification(company.sector)]
    .filter(Boolean)
    .join(' • ');
  return (
    <article className="space-y-6" aria-labelledby="company-detail-name">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Search
        </Button>
        <div className="flex flex-wrap gap-2">
          <SaveCompanyButton company={company} />
          <Button variant="outline" asChild>
            <a href={financialDataUrl(company.ticker)} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Financial Data
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button variant="outline" onClick={() => void shareCompany(company.ticker)}>
            <Share2Icon aria-hidden="true" />
            Share
          </Button>
        </div>
      </div>

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="company-detail-name" className="font-bold text-2xl">
              {readableCompanyName(company.name)}
            </h2>
            <Badge variant="secondary">{company.ticker}</Badge>
          </div>
          {classification && <p className="text-muted-foreground text-sm">{classification}</p>}
        </div>
        <Button onClick={() => onTabChange('documents')}>
          <FileTextIcon aria-hidden="true" />
          Get Documents
        </Button>
      </header>

      <Tabs value={tab} onValueChange={(value) => onTabChange(value as DetailTab)}>
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="documents">SEC Documents</TabsTrigger>
          <TabsTrigger value="financials">Financials</TabsTrigger>
          {renderTechnology ? <TabsTrigger value="technology">Technology</TabsTrigger> : null}
          {renderBrief ? <TabsTrigger value="brief">Brief</TabsTrigger> : null}
          <TabsTrigger value="news">News &amp; Events</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <CompanyOverview
            company={company}
            availableDocuments={renderAvailableDocuments?.(company.ticker)}
            extras={renderOverviewExtras?.(company.ticker)}
          />
          <SimilarCompaniesCard ticker={company.ticker} onOpenCompany={props.onOpenCompany} />
        </TabsContent>
        <TabsContent value="documents">
          {renderFilings ? (
            renderFilings(company.ticker)
          ) : (
            <p className="text-muted-foreground text-sm">SEC filings are not available yet.</p>
          )}
        </TabsContent>
        <TabsContent value="financials">
          {renderFinancials ? (
            renderFinancials(company.ticker)
          ) : (
            <ComingSoon title="Financial Data Coming Soon" />
          )}
        </TabsContent>
        {renderTechnology ? (
          <TabsContent value="technology">{renderTechnology(company.ticker)}</TabsContent>
        ) : null}
        {renderBrief ? <TabsContent value="brief">{renderBrief(company.ticker)}</TabsContent> : null}
        <TabsContent value="news">
          {renderEvents ? renderEvents(company.ticker) : <ComingSoon title="News & Events Coming Soon" />}
        </TabsContent>
      </Tabs>
    </article>
  );
}
