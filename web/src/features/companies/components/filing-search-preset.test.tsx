import * as companies from '@contract/companies';
import * as fullText from '@contract/full-text-search';
import * as prospects from '@contract/prospects';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { filingSearchHref } from './filing-search-link';
import { ProspectsSection } from './prospects-section';

afterEach(cleanup);

describe("a saved search's link from an alert", () => {
  it('opens the Search filings tab with its words and filters, and runs it', async () => {
    mockEndpoint(prospects.screenCompanies, () => ({ total: 0, page: 1, pageSize: 50, companies: [] }));
    mockEndpoint(prospects.getIndustries, () => ({ industries: [] }));
    mockEndpoint(companies.getLists, () => ({ lists: [] }));
    mockEndpoint(fullText.listSavedSearches, () => ({ searches: [] }));
    const searches = mockEndpoint(fullText.searchFilings, () => ({
      companies: [],
      sources: ['local' as const, 'edgar' as const],
      note: null,
    }));
    const route = filingSearchHref({ q: '"zero trust"', forms: ['8-K'], sector: 'Financials' });
    renderWithQuery(<ProspectsSection onOpenCompany={vi.fn()} />, { route });
    await waitFor(() => expect(searches.calls).toHaveLength(1));
    expect(Object.fromEntries(searches.calls[0]!.query)).toEqual({
      q: '"zero trust"',
      forms: '8-K',
      sector: 'Financials',
    });
    expect((screen.getByLabelText('Words') as HTMLInputElement).value).toBe('"zero trust"');
    expect((screen.getByRole('checkbox', { name: '10-K' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '8-K' }) as HTMLInputElement).checked).toBe(true);
  });
});
