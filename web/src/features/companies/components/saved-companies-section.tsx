import { SAVED_PAGE_SIZE } from '@contract/companies';
import { LayoutGridIcon, SearchIcon, TableIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { useLists } from '../api/get-lists';
import { useSavedCompaniesPage } from '../api/get-saved-companies-page';
import { ExampleCompanies } from './example-companies';
import { ALL_LISTS, type ListFilter } from './filter-saved-companies';
import { ListActions } from './list-actions';
import { SavedCompaniesCards } from './saved-companies-cards';
import { SavedCompaniesTable } from './saved-companies-table';

type View = 'cards' | 'table';
/** Typing in the text filter asks the server once the typing pauses, not once a key. */
const TEXT_DELAY_MS = 250;

interface SavedCompaniesSectionProps {
  onViewDetails: (ticker: string) => void;
  /** Opens Company Search (from the empty state). */
  onFindCompanies: () => void;
  /** Opens a company's overview, where it can be saved (from the empty state). */
  onOpenCompany: (ticker: string) => void;
}

export function SavedCompaniesSection({
  onViewDetails,
  onFindCompanies,
  onOpenCompany,
}: SavedCompaniesSectionProps) {
  const listsQuery = useLists();
  const [listFilter, setListFilter] = useState<ListFilter>(ALL_LISTS);
  const [view, setView] = useState<View>('cards');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  // The list and the text are filtered by the server, before paging: a new filter starts at page 1.
  const saved = useSavedCompaniesPage({
    page,
    listId: listFilter === ALL_LISTS ? undefined : listFilter,
    q: searched.trim(),
  });
  const rows = saved.data?.savedCompanies ?? [];
  const total = saved.data?.total ?? 0;
  const lists = listsQuery.data ?? [];
  const chosenList = lists.find((list) => list.id === listFilter);
  const filtered = listFilter !== ALL_LISTS || searched.trim() !== '';

  useEffect(() => {
    if (text === searched) return;
    const timer = setTimeout(() => {
      setSearched(text);
      setPage(1);
    }, TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, searched]);

  useEffect(() => {
    // Removing the last company of the last page leaves that page empty: show the page before it.
    const pages = Math.max(1, Math.ceil(total / SAVED_PAGE_SIZE));
    if (saved.isSuccess && !saved.isPlaceholderData && page > pages) setPage(pages);
  }, [saved.isSuccess, saved.isPlaceholderData, page, total]);

  useEffect(() => {
    if (saved.error) console.error('Loading saved companies failed', saved.error);
    if (listsQuery.error) console.error('Loading lists failed', listsQuery.error);
  }, [saved.error, listsQuery.error]);

  useEffect(() => {
    // A list deleted elsewhere must not leave the filter on a list that no longer exists.
    if (listFilter !== ALL_LISTS && listsQuery.isSuccess && !chosenList) {
      setListFilter(ALL_LISTS);
      setPage(1);
    }
  }, [listFilter, listsQuery.isSuccess, chosenList]);

  if (saved.isPending) return <PageSpinner label="Loading saved companies" />;

  const chooseList = (value: ListFilter) => {
    setListFilter(value);
    setPage(1);
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Select value={listFilter} onValueChange={(value) => value && chooseList(value)}>
          <SelectTrigger className="w-48" aria-label="Filter by list">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_LISTS}>All Lists</SelectItem>
            {lists.map((list) => (
              <SelectItem key={list.id} value={list.id}>
                {list.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="relative min-w-48 flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search saved companies"
            placeholder="Search saved companies..."
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <fieldset className="flex gap-1 rounded-md border p-1">
          <legend className="sr-only">View</legend>
          <Button
            size="sm"
            variant={view === 'cards' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'cards'}
            onClick={() => setView('cards')}
          >
            <LayoutGridIcon aria-hidden="true" />
            Cards
          </Button>
          <Button
            size="sm"
            variant={view === 'table' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'table'}
            onClick={() => setView('table')}
          >
            <TableIcon aria-hidden="true" />
            Table
          </Button>
        </fieldset>
      </div>

      {chosenList && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="font-semibold">{chosenList.name}</h3>
            {chosenList.description && (
              <p className="text-muted-foreground text-sm">{chosenList.description}</p>
            )}
          </div>
          <ListActions list={chosenList} onDeleted={() => chooseList(ALL_LISTS)} />
        </div>
      )}

      {saved.isSuccess && !filtered && total === 0 ? (
        <div className="space-y-3 rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">No saved companies yet</p>
          <p className="text-muted-foreground text-sm">
            Find a company in Company Search and press Save to keep it here, in lists of your own.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onFindCompanies}>
              <SearchIcon aria-hidden="true" />
              Search companies
            </Button>
            <ExampleCompanies onOpen={onOpenCompany} count={1} />
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          {view === 'table' ? (
            <SavedCompaniesTable rows={rows} lists={lists} onViewDetails={onViewDetails} />
          ) : (
            <SavedCompaniesCards
              rows={rows}
              lists={lists}
              grouped={listFilter === ALL_LISTS && lists.length > 0}
              onViewDetails={onViewDetails}
            />
          )}
          {total > 0 && (
            <Pager
              label="Saved companies pages"
              page={page}
              pageSize={SAVED_PAGE_SIZE}
              total={total}
              busy={saved.isFetching}
              onPage={setPage}
            />
          )}
        </div>
      )}
    </div>
  );
}
