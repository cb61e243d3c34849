import { SECTORS } from '@contract/prospects';
import type { FilingSearchParams } from '../api/search-filings';
import type { Sector } from '../api/types';

const FORMS = ['10-K', '10-Q', '8-K'];

/** A saved search as something else (an alert) knows it: its words, forms and sector. */
interface FilingSearchLink {
  q: string;
  forms: string[];
  sector: string | null;
}

/**
 * The Prospects page's "Search filings" tab, run with these words and filters: how an alert links back to the
 * saved search that raised it (ADR 0322). `filings` is the words; `forms` and `sector` the filters.
 */
export function filingSearchHref(search: FilingSearchLink): string {
  const params = new URLSearchParams({ page: 'prospects', filings: search.q, forms: search.forms.join(',') });
  if (search.sector) params.set('sector', search.sector);
  return `/dashboard?${params.toString()}`;
}

/** The search a `filingSearchHref` address asks for; null when it names none (or only words no form can match). */
export function filingSearchFromParams(params: URLSearchParams): FilingSearchParams | null {
  const q = params.get('filings')?.trim();
  if (!q) return null;
  const forms = FORMS.filter((form) => params.get('forms')?.split(',').includes(form));
  const sector = SECTORS.find((name) => name === params.get('sector')) as Sector | undefined;
  return { q, forms: (forms.length ? forms : FORMS).join(','), ...(sector && { sector }) };
}
