import { SCREEN_SORTS, SECTORS } from '@contract/prospects';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { useIndustries } from '../api/get-industries';
import { type ScreenParams, useScreenCompanies } from '../api/screen-companies';
import type { ScreenSort } from '../api/types';
import { filingSearchFromParams } from './filing-search-link';
import { FilingSearchSection } from './filing-search-section';
import { ANY, EMPTY_FILTERS, EXCHANGES, type ProspectFilters, toScreenParams } from './prospect-filters';
import { ProspectsTable } from './prospects-table';
import { SaveSelected } from './save-selected';

const SORT_LABELS: Record<ScreenSort, string> = { revenue: 'Largest first', name: 'Name (A–Z)' };
const FIRST_PAGE = toScreenParams(EMPTY_FILTERS, 1) as { params: ScreenParams };

interface ProspectsSectionProps {
  onOpenCompany: (ticker: string) => void;
}

/** Issue #31: screen the catalogue or search the filings' text, pick companies, save them to a list. */
export function ProspectsSection({ onOpenCompany }: ProspectsSectionProps) {
  const ids = useId();
  const [filters, setFilters] = useState<ProspectFilters>(EMPTY_FILTERS);
  const [query, setQuery] = useState<ScreenParams>(FIRST_PAGE.params);
  const [formError, setFormError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const screen = useScreenCompanies(query);
  const industries = useIndustries();
  // An alert's "run that search" link opens the filing search with its words (read once, as the tab's start).
  const [params] = useSearchParams();
  const [preset] = useState(() => filingSearchFromParams(params));

  const set = <K extends keyof ProspectFilters>(key: K, value: ProspectFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  function apply(next: ProspectFilters, page = 1) {
    const result = toScreenParams(next, page);
    if ('error' in result) {
      setFormError(result.error);
      return;
    }
    setFormError(null);
    setQuery(result.params);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply(filters);
  }

  const data = screen.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const serverError = screen.error
    ? isApiError(screen.error)
      ? screen.error.message
      : 'Could not load companies.'
    : null;

  return (
    <Tabs defaultValue={preset ? 'search' : 'screen'} className="space-y-6">
      <TabsList>
        <TabsTrigger value="screen">Screen</TabsTrigger>
        <TabsTrigger value="search">Search filings</TabsTrigger>
      </TabsList>
      <TabsContent value="search">
        <FilingSearchSection preset={preset} />
      </TabsContent>
      <TabsContent value="screen" className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Find prospects</CardTitle>
            <CardDescription>
              Every listed company by sector, SEC industry, exchange, state of incorporation and revenue.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form
              onSubmit={onSubmit}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
              aria-label="Filters"
            >
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-sector`}>Sector</Label>
                <Select value={filters.sector} onValueChange={(value) => set('sector', value)}>
                  <SelectTrigger id={`${ids}-sector`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY}>Any sector</SelectItem>
                    {SECTORS.map((sector) => (
                      <SelectItem key={sector} value={sector}>
                        {sector}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-sic`}>Industry (SIC)</Label>
                <Select value={filters.sic} onValueChange={(value) => set('sic', value)}>
                  <SelectTrigger id={`${ids}-sic`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY}>Any industry</SelectItem>
                    {(industries.data ?? []).map((industry) => (
                      <SelectItem key={industry.sic} value={String(industry.sic)}>
                        {industry.sic} {industry.title} ({industry.companies})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-exchange`}>Exchange</Label>
                <Select value={filters.exchange} onValueChange={(value) => set('exchange', value)}>
                  <SelectTrigger id={`${ids}-exchange`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY}>Any exchange</SelectItem>
                    {EXCHANGES.map((exchange) => (
                      <SelectItem key={exchange} value={exchange}>
                        {exchange}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-state`}>State of incorporation</Label>
                <Input
                  id={`${ids}-state`}
                  value={filters.state}
                  maxLength={2}
                  placeholder="DE"
                  onChange={(event) => set('state', event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-min`}>Revenue from ($ millions)</Label>
                <Input
                  id={`${ids}-min`}
                  inputMode="decimal"
                  value={filters.minRevenueM}
                  onChange={(event) => set('minRevenueM', event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-max`}>Revenue to ($ millions)</Label>
                <Input
                  id={`${ids}-max`}
                  inputMode="decimal"
                  value={filters.maxRevenueM}
                  onChange={(event) => set('maxRevenueM', event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-sort`}>Sort</Label>
                <Select
                  value={filters.sort}
                  onValueChange={(value) => {
                    const next = { ...filters, sort: value as ScreenSort };
                    setFilters(next);
                    apply(next);
                  }}
                >
                  <SelectTrigger id={`${ids}-sort`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SCREEN_SORTS.map((sort) => (
                      <SelectItem key={sort} value={sort}>
                        {SORT_LABELS[sort]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="flex items-end gap-2">
                <Button type="submit">Show companies</Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setFilters(EMPTY_FILTERS);
                    apply(EMPTY_FILTERS);
                  }}
                >
                  Clear
                </Button>
              </div>
            </form>
            {(formError ?? serverError) && (
              <Alert variant="destructive" className="mt-4">
                <AlertDescription>{formError ?? serverError}</AlertDescription>
              </Alert>
            )}
          </CardContent>
        </Card>

        <SaveSelected selected={selected} onSaved={() => setSelected(new Set())} />

        {screen.isPending ? (
          <Spinner label="Loading companies" />
        ) : data ? (
          <section aria-label="Matching companies" className="space-y-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'company' : 'companies'}
              {data.total > 0 && ` · page ${data.page} of ${pages}`}
            </p>
            <ProspectsTable
              companies={data.companies}
              selected={selected}
              onSelectedChange={setSelected}
              onOpenCompany={onOpenCompany}
            />
            <nav aria-label="Pages" className="flex items-center justify-end gap-2">
              <Button
                variant="outline"
                disabled={data.page <= 1 || screen.isFetching}
                onClick={() => setQuery({ ...query, page: data.page - 1 })}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                disabled={data.page >= pages || screen.isFetching}
                onClick={() => setQuery({ ...query, page: data.page + 1 })}
              >
                Next
              </Button>
            </nav>
          </section>
        ) : null}
      </TabsContent>
    </Tabs>
  );
}
