import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { readableCompanyName } from '@/lib/company-name';
import type { Prospect } from '../api/types';
import { knownClassification } from './company-meta';
import { formatRevenue } from './prospect-filters';

interface ProspectsTableProps {
  companies: Prospect[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  onOpenCompany: (ticker: string) => void;
}

/** One page of a screen; the selection is kept across pages, by company id. */
export function ProspectsTable({
  companies,
  selected,
  onSelectedChange,
  onOpenCompany,
}: ProspectsTableProps) {
  if (companies.length === 0) {
    return <p className="text-muted-foreground text-sm">No company matches these filters.</p>;
  }
  const allOnPage = companies.every((company) => selected.has(company.id));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedChange(next);
  };
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <input
              type="checkbox"
              aria-label="Select every company on this page"
              checked={allOnPage}
              onChange={(event) =>
                toggle(
                  companies.map((company) => company.id),
                  event.target.checked,
                )
              }
            />
          </TableHead>
          <TableHead>Company</TableHead>
          <TableHead>Ticker</TableHead>
          <TableHead>Industry</TableHead>
          <TableHead>Sector</TableHead>
          <TableHead>Exchange</TableHead>
          <TableHead>State</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {companies.map((company) => {
          const name = readableCompanyName(company.name);
          return (
            <TableRow key={company.id} data-state={selected.has(company.id) ? 'selected' : undefined}>
              <TableCell>
                <input
                  type="checkbox"
                  aria-label={`Select ${name}`}
                  checked={selected.has(company.id)}
                  onChange={(event) => toggle([company.id], event.target.checked)}
                />
              </TableCell>
              <TableCell>
                <Button
                  variant="link"
                  className="h-auto p-0 font-medium"
                  onClick={() => onOpenCompany(company.ticker)}
                >
                  {name}
                </Button>
              </TableCell>
              <TableCell>{company.ticker}</TableCell>
              <TableCell>{knownClassification(company.industry)}</TableCell>
              <TableCell>{knownClassification(company.sector)}</TableCell>
              <TableCell>{company.exchange}</TableCell>
              <TableCell>{company.state_of_incorporation}</TableCell>
              <TableCell className="text-right" title={company.revenue_period ?? undefined}>
                {formatRevenue(company.revenue)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
