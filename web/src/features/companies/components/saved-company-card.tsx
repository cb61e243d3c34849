import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readableCompanyName } from '@/lib/company-name';
import { formatLongDate } from '@/lib/format';
import type { SavedCompany } from '../api/types';
import { knownClassification } from './company-meta';

interface SavedCompanyCardProps {
  row: SavedCompany;
  onViewDetails: (ticker: string) => void;
}

export function SavedCompanyCard({ row, onViewDetails }: SavedCompanyCardProps) {
  const { company } = row;
  const industry = knownClassification(company.industry);
  return (
    <Card className="h-full gap-3 py-4">
      <CardHeader className="px-4">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-base">{readableCompanyName(company.name)}</CardTitle>
          <Badge variant="secondary">{company.ticker}</Badge>
        </div>
        {industry && <p className="text-muted-foreground text-sm">{industry}</p>}
      </CardHeader>
      <CardContent className="mt-auto flex items-center justify-between gap-2 px-4">
        <span className="text-muted-foreground text-xs">Saved on {formatLongDate(row.date_saved)}</span>
        <Button variant="outline" size="sm" onClick={() => onViewDetails(company.ticker)}>
          View Details
        </Button>
      </CardContent>
    </Card>
  );
}
