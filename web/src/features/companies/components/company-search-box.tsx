import { useQueryClient } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { readableCompanyName } from '@/lib/company-name';
import { cn } from '@/lib/utils';
import { MIN_SEARCH_LENGTH, searchCompaniesQueryOptions, useSearchCompanies } from '../api/search-companies';
import type { Company } from '../api/types';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { companyMeta } from './company-meta';

/** The pause after the last keystroke before a lookup. */
export const SEARCH_DEBOUNCE_MS = 200;

interface CompanySearchBoxProps {
  onSelect: (company: Company) => void;
}

/** A WAI-ARIA combobox: the input owns a listbox of results; focus stays in the input while arrows move the option. */
export function CompanySearchBox({ onSelect }: CompanySearchBoxProps) {
  const queryClient = useQueryClient();
  const listboxId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const term = text.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const longEnough = term.length >= MIN_SEARCH_LENGTH;
  const search = useSearchCompanies(longEnough ? debounced : '');
  // Failures are only logged: the dropdown then reads as an empty result.
  const results = longEnough && !search.isError ? (search.data ?? []) : [];
  const searching = longEnough && (debounced !== term || search.isFetching);
  const expanded = open && longEnough;

  useEffect(() => {
    if (search.error) console.error('Company search failed', search.error);
  }, [search.error]);

  useEffect(() => {
    function closeOnOutsideClick(event: MouseEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, []);

  function choose(company: Company) {
    setOpen(false);
    setActiveIndex(-1);
    setText('');
    onSelect(company);
  }

  async function chooseFirst() {
    if (!longEnough) return;
    try {
      const companies = await queryClient.fetchQuery(searchCompaniesQueryOptions(term));
      const first = companies[0];
      if (first) choose(first);
      else setOpen(true);
    } catch (error) {
      console.error('Company search failed', error);
      setOpen(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (results.length > 0) setActiveIndex((index) => (index + 1) % results.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (results.length > 0) setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const active = expanded ? results[activeIndex] : undefined;
        if (active) choose(active);
        else void chooseFirst();
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
    }
  }

  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-option-${activeIndex}` : undefined;

  return (
    <div ref={containerRef} className="relative">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="text"
            role="combobox"
            aria-label="Search companies"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            className="pl-9"
            placeholder="Search by company name, ticker symbol, or industry..."
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              // New text means new results: the highlighted option no longer applies.
              setActiveIndex(-1);
              setOpen(event.target.value.trim().length >= MIN_SEARCH_LENGTH);
            }}
            onFocus={() => setOpen(longEnough)}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button type="button" onClick={() => void chooseFirst()} disabled={!longEnough}>
          Search
        </Button>
      </div>
      <div
        className={cn(
          'absolute z-30 mt-1 w-full overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg',
          !expanded && 'hidden',
        )}
      >
        <div id={listboxId} role="listbox" aria-label="Companies" className="max-h-80 overflow-y-auto py-1">
          {results.map((company, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard path is the input's arrows and Enter (aria-activedescendant)
            <div
              key={company.id}
              id={`${listboxId}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={cn(
                'flex cursor-pointer items-start justify-between gap-3 px-3 py-2',
                index === activeIndex ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(company)}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{readableCompanyName(company.name)}</span>
                <span className="block truncate text-muted-foreground text-xs">{companyMeta(company)}</span>
              </span>
              <Badge variant="secondary">{company.ticker}</Badge>
            </div>
          ))}
        </div>
        {results.length === 0 && (
          <p className="px-3 py-2 text-muted-foreground text-sm" aria-live="polite">
            {searching ? 'Searching...' : 'No companies found'}
          </p>
        )}
      </div>
    </div>
  );
}
