import * as companies from '@contract/companies';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { SavedCompany } from '../api/types';
import { SavedCompaniesSection } from './saved-companies-section';

const saved = (n: number): SavedCompany => ({
  company_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  list_id: null,
  notes: null,
  date_saved: '2025-01-02T00:00:00Z',
  company: {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ticker: `T${n}`,
    name: `Company ${n} Inc.`,
    industry: 'Software',
    sector: 'Technology',
    exchange: 'NYSE',
    cik: null,
  },
  list: null,
});

/** 2,000 saved companies, 50 a page, newest first; `q` keeps those whose ticker holds it. */
function setup(initialTotal = 2_000) {
  let total = initialTotal;
  const pages = mockEndpoint(companies.getSavedCompanies, ({ query }) => {
    const page = Number(query.get('page'));
    const size = Number(query.get('pageSize'));
    const q = query.get('q');
    const all = Array.from({ length: total }, (_, i) => saved(i + 1)).filter(
      (row) => !q || row.company.ticker.toLowerCase().includes(q.toLowerCase()),
    );
    return { savedCompanies: all.slice((page - 1) * size, page * size), total: all.length };
  });
  mockEndpoint(companies.getLists, () => ({ lists: [] }));
  const removals = mockEndpoint(companies.unsaveCompany, () => {
    total -= 1;
    return undefined;
  });
  renderWithQuery(
    <SavedCompaniesSection onViewDetails={vi.fn()} onFindCompanies={vi.fn()} onOpenCompany={vi.fn()} />,
  );
  return { pages: pages.calls, removals: removals.calls };
}

afterEach(() => {
  cleanup();
});

describe('SavedCompaniesSection', () => {
  it('shows 50 of 2,000 saved companies and pages with Next and Previous', async () => {
    const { pages } = setup();
    expect(await screen.findByText('1–50 of 2,000')).toBeTruthy();
    expect(screen.getByText('Company 1 Inc.')).toBeTruthy();
    expect(screen.queryByText('Company 51 Inc.')).toBeNull();
    expect(pages[0]?.query.get('pageSize')).toBe(String(companies.SAVED_PAGE_SIZE));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Next'));
    // The page on screen stays until the next one has come.
    expect(await screen.findByText('Company 51 Inc.')).toBeTruthy();
    expect(screen.getByText('51–100 of 2,000')).toBeTruthy();
    fireEvent.click(screen.getByText('Previous'));
    expect(await screen.findByText('Company 1 Inc.')).toBeTruthy();
  });

  it('filters by text on the server, from page 1', async () => {
    const { pages } = setup();
    await screen.findByText('1–50 of 2,000');
    fireEvent.click(screen.getByText('Next'));
    await screen.findByText('Company 51 Inc.');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search saved companies' }), {
      target: { value: 'T1999' },
    });
    expect(await screen.findByText('1–1 of 1', {}, { timeout: 3000 })).toBeTruthy();
    expect(pages.at(-1)?.query.get('q')).toBe('T1999');
    expect(pages.at(-1)?.query.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('removes a company from a later page and refreshes that page', { timeout: 20_000 }, async () => {
    const { removals } = setup(51);
    await screen.findByText('1–50 of 51');
    fireEvent.click(screen.getByText('Table'));
    fireEvent.click(screen.getByText('Next'));
    fireEvent.click(await screen.findByLabelText('Remove Company 51 Inc. from saved companies'));
    await waitFor(() => expect(removals).toHaveLength(1));
    // The last page emptied: the page before it is shown.
    expect(await screen.findByText('1–50 of 50', {}, { timeout: 3000 })).toBeTruthy();
  });
});
