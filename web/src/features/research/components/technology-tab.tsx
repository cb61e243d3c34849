import { SIGNAL_CATEGORIES } from '@contract/research';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { type SignalCategory, type TechnologySignal, useTechnologySignals } from '../api/get-technology';

const CATEGORY_TITLES: Record<SignalCategory, string> = {
  cloud: 'Cloud',
  enterprise_systems: 'ERP, CRM and HR systems',
  data_ai: 'Data and AI',
  cybersecurity: 'Cybersecurity',
  digital_commerce: 'Digital commerce',
  automation: 'Automation',
  outsourcing: 'Outsourcing and IT services',
};

const STANCE_LABELS: Record<TechnologySignal['stance'], string> = {
  investing: 'Investing',
  migrating: 'Migrating',
  risk: 'Risk',
  incident: 'Incident',
};

interface TechnologyTabProps {
  ticker: string;
  /** Opens the filing viewer at the signal's sentence; defaults to the signed document view in a new tab. */
  onShowInFiling?: (url: string) => void;
}

/** The Technology tab: what the latest 10-K and 10-Q say about technology, grouped by category, each quoted. */
export function TechnologyTab({ ticker, onShowInFiling }: TechnologyTabProps) {
  const query = useTechnologySignals(ticker);
  if (query.isPending) return <Spinner label="Reading the latest 10-K and 10-Q" />;
  if (query.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Technology signals are not available</AlertTitle>
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  const { signals, locked } = query.data;
  const show = (url: string) =>
    onShowInFiling ? onShowInFiling(url) : window.open(url, '_blank', 'noopener');
  return (
    <section className="space-y-4" aria-label="Technology signals">
      <p className="text-muted-foreground text-sm">
        What the latest 10-K (business, risk factors, cybersecurity, MD&amp;A) and 10-Q say about technology,
        each in the filing's own words.
      </p>
      {signals.length === 0 && !locked ? (
        <p className="text-sm">The latest filings name no technology, platform or vendor we recognise.</p>
      ) : null}
      {SIGNAL_CATEGORIES.map((category) => {
        const group = signals.filter((signal) => signal.category === category);
        if (!group.length) return null;
        return (
          <Card key={category}>
            <CardHeader>
              <CardTitle>{CATEGORY_TITLES[category]}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-4">
                {group.map((signal) => (
                  <SignalItem
                    key={`${signal.filing.accession}:${signal.start}:${signal.technology}`}
                    signal={signal}
                    onShow={show}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
      {locked ? (
        <Alert>
          <AlertTitle>
            {locked} more technology {locked === 1 ? 'signal' : 'signals'} with Pro
          </AlertTitle>
          <AlertDescription>
            <Link to="/pricing" className="font-medium underline">
              Upgrade to Pro
            </Link>{' '}
            to see every technology, platform and vendor this company's filings name.
          </AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}

function SignalItem({ signal, onShow }: { signal: TechnologySignal; onShow: (url: string) => void }) {
  return (
    <li className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        {signal.technology ? <span className="font-medium">{signal.technology}</span> : null}
        <Badge variant="secondary">{STANCE_LABELS[signal.stance]}</Badge>
        {signal.amount ? <Badge variant="outline">{signal.amount}</Badge> : null}
        {signal.newSincePriorYear ? <Badge>New this year</Badge> : null}
      </div>
      <blockquote className="border-l-2 pl-3 text-sm">“{signal.quote}”</blockquote>
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
        <span>
          {signal.filing.formType} {signal.filing.filingDate ?? ''} · {signal.section.title}
        </span>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onShow(signal.viewUrl)}>
          Show in filing
        </Button>
      </div>
    </li>
  );
}
