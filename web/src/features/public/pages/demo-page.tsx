import type { Analysis } from '@contract/analysis';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { AnalysisResults } from '@/features/analysis';
import { formatLongDate } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { BackHomeLink } from '../components/back-home-link';
import { PublicLayout } from '../components/public-layout';
import sample from '../demo/sample-analysis.json';
import { SAMPLE_FILING, secUrlAt } from '../demo/sample-filing';

const analysis = sample as Analysis;

/**
 * The landing page's 'Watch Demo': a real analysis of a real 10-K, shipped with the app (no sign-up, no quota), so a
 * visitor sees exactly what a user gets. 'Show in filing' opens the quote in the filing on sec.gov.
 */
export default function DemoPage() {
  usePageMeta(
    'Sample analysis',
    `A 10Kai analysis of ${SAMPLE_FILING.companyName}'s ${SAMPLE_FILING.form} for a seller of endpoint security software, every item quoted from the filing.`,
  );
  return (
    <PublicLayout>
      <article className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6 sm:py-16">
        <BackHomeLink />
        <header className="space-y-3">
          <p className="text-sm font-semibold text-primary">Sample analysis</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {SAMPLE_FILING.companyName} {SAMPLE_FILING.form}, fiscal {SAMPLE_FILING.fiscalYear}
          </h1>
          <p className="text-muted-foreground">
            Filed with the SEC on {formatLongDate(SAMPLE_FILING.filingDate)} ({SAMPLE_FILING.accession}), read
            for a seller of: <q>{SAMPLE_FILING.productDescription}</q>.
          </p>
          <p className="text-muted-foreground text-sm" data-testid="demo-engine">
            Written by the evidence engine, which extracts and ranks the filing's own sentences: every item
            rests on a quote, and “Show in filing” opens that quote in the filing on sec.gov.
          </p>
          <div className="flex flex-wrap gap-3">
            <a
              href={secUrlAt()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <ExternalLink aria-hidden="true" /> The filing on sec.gov
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to="/login" className={buttonVariants()}>
              Analyse a company for what you sell
            </Link>
          </div>
        </header>
        <AnalysisResults
          analysis={analysis}
          onShowInFiling={(evidence) =>
            window.open(secUrlAt(evidence.quote), '_blank', 'noopener,noreferrer')
          }
        />
      </article>
    </PublicLayout>
  );
}
