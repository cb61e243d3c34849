import type { CompanyList, SavedCompany } from '../api/types';
import { groupByList } from './filter-saved-companies';
import { SavedCompanyCard } from './saved-company-card';

interface SavedCompaniesCardsProps {
  rows: SavedCompany[];
  lists: CompanyList[];
  grouped: boolean;
  onViewDetails: (ticker: string) => void;
}

function CardGrid({
  rows,
  label,
  onViewDetails,
}: {
  rows: SavedCompany[];
  label: string;
  onViewDetails: (ticker: string) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {rows.map((row) => (
        <li key={row.company_id}>
          <SavedCompanyCard row={row} onViewDetails={onViewDetails} />
        </li>
      ))}
    </ul>
  );
}

export function SavedCompaniesCards({ rows, lists, grouped, onViewDetails }: SavedCompaniesCardsProps) {
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">No matching companies</p>;
  if (!grouped) return <CardGrid rows={rows} label="Saved companies" onViewDetails={onViewDetails} />;
  return (
    <div className="space-y-6">
      {groupByList(rows, lists).map((group) => (
        <section key={group.key} aria-label={group.title} className="space-y-3">
          <h3 className="font-semibold">
            {group.title}{' '}
            <span className="font-normal text-muted-foreground text-sm">({group.rows.length})</span>
          </h3>
          <CardGrid rows={group.rows} label={group.title} onViewDetails={onViewDetails} />
        </section>
      ))}
    </div>
  );
}
