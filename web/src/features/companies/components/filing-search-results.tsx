import type { FullTextCompany } from '@contract/full-text-search';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readableCompanyName } from '@/lib/company-name';
import { FilingSnippet } from './filing-snippet';

interface FilingSearchResultsProps {
  companies: FullTextCompany[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
}

/** Companies whose filings say the words, each with its passages; a catalogue company can be selected to save. */
export function FilingSearchResults({ companies, selected, onSelectedChange }: FilingSearchResultsProps) {
  if (companies.length === 0) return <p className="text-muted-foreground text-sm">No filing says that.</p>;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <ul className="space-y-3">
      {companies.map((company) => {
        const name = readableCompanyName(company.name);
        const id = company.companyId;
        return (
          <li key={company.cik}>
            <Card>
              <CardHeader className="flex flex-row items-center gap-3">
                {id && (
                  <input
                    type="checkbox"
                    aria-label={`Select ${name}`}
                    checked={selected.has(id)}
                    onChange={(event) => toggle(id, event.target.checked)}
                  />
                )}
                <CardTitle className="text-base">
                  {name} {company.ticker && <span className="text-muted-foreground">{company.ticker}</span>}
                </CardTitle>
                {company.sector && <Badge variant="outline">{company.sector}</Badge>}
              </CardHeader>
              <CardContent className="space-y-3">
                {company.passages.map((passage) => (
                  <div key={`${passage.accession}-${passage.url}`} className="space-y-1">
                    <p className="text-muted-foreground text-xs">
                      {passage.form} · {passage.filingDate}
                      {passage.section && ` · ${passage.section}`} ·{' '}
                      {passage.source === 'local' ? 'stored filing' : 'EDGAR full-text search'}
                    </p>
                    {passage.snippet && <FilingSnippet text={passage.snippet} />}
                    <a
                      href={passage.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium underline"
                    >
                      {passage.source === 'local' ? 'Show in filing' : 'Open on EDGAR'}
                    </a>
                  </div>
                ))}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
