import { SECTORS } from '@contract/prospects';
import type { ScreenParams } from '../api/screen-companies';
import type { ScreenSort, Sector } from '../api/types';

/** The Prospects page's filter fields as typed: select values and text; revenue in millions of US dollars. */
export interface ProspectFilters {
  sector: string;
  sic: string;
  exchange: string;
  state: string;
  minRevenueM: string;
  maxRevenueM: string;
  sort: ScreenSort;
}

export const ANY = 'any';
export const EXCHANGES = ['NYSE', 'NASDAQ', 'CBOE', 'OTC'] as const;

export const EMPTY_FILTERS: ProspectFilters = {
  sector: ANY,
  sic: ANY,
  exchange: ANY,
  state: '',
  minRevenueM: '',
  maxRevenueM: '',
  sort: 'revenue',
};

const isSector = (value: string): value is Sector => (SECTORS as readonly string[]).includes(value);

function millions(text: string): number | undefined | null {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 1_000_000) : null;
}

/** The screen's query for these fields and page, or the message saying which field is wrong. */
export function toScreenParams(
  filters: ProspectFilters,
  page: number,
): { params: ScreenParams } | { error: string } {
  const minRevenue = millions(filters.minRevenueM);
  const maxRevenue = millions(filters.maxRevenueM);
  if (minRevenue === null) return { error: 'Minimum revenue must be a number of millions of dollars.' };
  if (maxRevenue === null) return { error: 'Maximum revenue must be a number of millions of dollars.' };
  if (minRevenue !== undefined && maxRevenue !== undefined && minRevenue > maxRevenue) {
    return { error: 'Minimum revenue must not be more than maximum revenue.' };
  }
  const state = filters.state.trim().toUpperCase();
  if (state && !/^[A-Z0-9]{2}$/.test(state)) {
    return { error: 'State of incorporation is a two-letter code such as DE.' };
  }
  return {
    params: {
      sector: isSector(filters.sector) ? filters.sector : undefined,
      sic: filters.sic === ANY ? undefined : Number(filters.sic),
      exchange: filters.exchange === ANY ? undefined : filters.exchange,
      state: state || undefined,
      minRevenue,
      maxRevenue,
      sort: filters.sort,
      page,
    },
  };
}

/** '$391.0 B', '$812 M', or nothing when the revenue is not known. */
export function formatRevenue(revenue: number | null): string {
  if (revenue === null) return '';
  if (revenue >= 1e9) return `$${(revenue / 1e9).toFixed(1)} B`;
  return `$${Math.round(revenue / 1e6).toLocaleString('en-US')} M`;
}
