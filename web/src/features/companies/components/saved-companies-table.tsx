import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { readableCompanyName } from '@/lib/company-name';
import { formatLongDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useMoveSavedCompany } from '../api/move-saved-company';
import type { CompanyList, SavedCompany } from '../api/types';
import { useUnsaveCompany } from '../api/unsave-company';
import { knownClassification } from './company-meta';
import { listLabel } from './filter-saved-companies';

const NO_LIST = 'none';

interface SavedCompaniesTableProps {
  rows: SavedCompany[];
  lists: CompanyList[];
  onViewDetails: (ticker: string) => void;
}

export function SavedCompaniesTable({ rows, lists, onViewDetails }: SavedCompaniesTableProps) {
  const move = useMoveSavedCompany();
  const unsave = useUnsaveCompany();

  function moveTo(row: SavedCompany, value: string) {
    const listId = value === NO_LIST ? null : value;
    move.mutate(
      { companyId: row.company_id, listId },
      {
        onSuccess: () =>
          toast.success(`${readableCompanyName(row.company.name)} moved to ${listLabel(listId, lists)}`),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function remove(row: SavedCompany) {
    unsave.mutate(row.company_id, {
      onSuccess: () => toast.success(`${readableCompanyName(row.company.name)} removed from saved companies`),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Ticker</TableHead>
            <TableHead>Industry</TableHead>
            <TableHead>Sector</TableHead>
            <TableHead>List</TableHead>
            <TableHead>Saved On</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                No companies found
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.company_id}>
                <TableCell>
                  <Button
                    variant="link"
                    className="h-auto p-0 font-medium"
                    onClick={() => onViewDetails(row.company.ticker)}
                  >
                    {readableCompanyName(row.company.name)}
                  </Button>
                </TableCell>
                <TableCell>{row.company.ticker}</TableCell>
                <TableCell>{knownClassification(row.company.industry)}</TableCell>
                <TableCell>{knownClassification(row.company.sector)}</TableCell>
                <TableCell>{listLabel(row.list_id, lists)}</TableCell>
                <TableCell>{formatLongDate(row.date_saved)}</TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    <Select
                      value={row.list_id ?? NO_LIST}
                      onValueChange={(value) =>
                        value && value !== (row.list_id ?? NO_LIST) && moveTo(row, value)
                      }
                    >
                      <SelectTrigger
                        className="h-9 w-40"
                        aria-label={`Move ${readableCompanyName(row.company.name)} to a list`}
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NO_LIST}>No list</SelectItem>
                        {lists.map((list) => (
                          <SelectItem key={list.id} value={list.id}>
                            {list.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${readableCompanyName(row.company.name)} from saved companies`}
                      disabled={unsave.isPending}
                      onClick={() => remove(row)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
