import { FULL_TEXT_QUERY_MAX } from '@contract/full-text-search';
import { SECTORS } from '@contract/prospects';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { type FilingSearchParams, useFilingSearch } from '../api/search-filings';
import type { Sector } from '../api/types';
import { FilingSearchResults } from './filing-search-results';
import { ANY } from './prospect-filters';
import { SaveFilingSearch } from './save-filing-search';
import { SaveSelected } from './save-selected';
import { SavedFilingSearches } from './saved-filing-searches';

const FORMS = ['10-K', '10-Q', '8-K'] as const;

interface FilingSearchSectionProps {
  /** A search to fill in and run at once (a saved search's alert links here). */
  preset?: FilingSearchParams | null;
}

/** Issue #31 part 3: companies whose filings say something, then save the chosen ones to a list. */
export function FilingSearchSection({ preset = null }: FilingSearchSectionProps) {
  const ids = useId();
  const [words, setWords] = useState(preset?.q ?? '');
  const [forms, setForms] = useState<ReadonlySet<string>>(new Set(preset?.forms?.split(',') ?? FORMS));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sector, setSector] = useState<string>(preset?.sector ?? ANY);
  const [query, setQuery] = useState<FilingSearchParams | null>(preset);
  const [formError, setFormError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const search = useFilingSearch(query);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = words.trim();
    if (!q) return setFormError('Type the words to look for.');
    if (forms.size === 0) return setFormError('Choose at least one form.');
    if (from && to && from > to) return setFormError('The start date must not be after the end date.');
    setFormError(null);
    setQuery({
      q,
      forms: [...forms].join(','),
      ...(from && { from }),
      ...(to && { to }),
      ...(sector !== ANY && { sector: sector as Sector }),
    });
  }

  const toggleForm = (form: string, on: boolean) => {
    const next = new Set(forms);
    if (on) next.add(form);
    else next.delete(form);
    setForms(next);
  };
  const serverError = search.error
    ? isApiError(search.error)
      ? search.error.message
      : 'Could not search the filings.'
    : null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Search filings</CardTitle>
          <CardDescription>
            Companies whose 10-K, 10-Q or 8-K says it: “zero trust”, ERP implementation, new distribution
            center.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            aria-label="Filing search"
          >
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor={`${ids}-q`}>Words</Label>
              <Input
                id={`${ids}-q`}
                value={words}
                maxLength={FULL_TEXT_QUERY_MAX}
                placeholder='"zero trust" or ransomware'
                onChange={(event) => setWords(event.target.value)}
              />
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Forms</legend>
              <div className="flex gap-3">
                {FORMS.map((form) => (
                  <label key={form} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      checked={forms.has(form)}
                      onChange={(event) => toggleForm(form, event.target.checked)}
                    />
                    {form}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-sector`}>Sector</Label>
              <Select value={sector} onValueChange={setSector}>
                <SelectTrigger id={`${ids}-sector`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>Any sector</SelectItem>
                  {SECTORS.map((name) => (
                    <SelectItem key={name} value={name}>
                      {name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-from`}>Filed from</Label>
              <Input
                id={`${ids}-from`}
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-to`}>Filed to</Label>
              <Input
                id={`${ids}-to`}
                type="date"
                value={to}
                onChange={(event) => setTo(event.target.value)}
              />
            </div>
            <div className="flex items-end">
              <Button type="submit">Search filings</Button>
            </div>
          </form>
          {(formError ?? serverError) && (
            <Alert variant="destructive" className="mt-4">
              <AlertDescription>{formError ?? serverError}</AlertDescription>
            </Alert>
          )}
          {query && (
            <div className="mt-4">
              {/* Keyed by the search: a new search starts a new name and clears the last save's message. */}
              <SaveFilingSearch key={JSON.stringify(query)} search={query} />
            </div>
          )}
        </CardContent>
      </Card>

      <SavedFilingSearches />

      <SaveSelected selected={selected} onSaved={() => setSelected(new Set())} />

      {search.isFetching && !search.data ? (
        <Spinner label="Searching filings" />
      ) : search.data ? (
        <section aria-label="Companies whose filings match" className="space-y-3">
          {search.data.note && (
            <Alert>
              <AlertDescription>{search.data.note}</AlertDescription>
            </Alert>
          )}
          <FilingSearchResults
            companies={search.data.companies}
            selected={selected}
            onSelectedChange={setSelected}
          />
        </section>
      ) : null}
    </div>
  );
}
