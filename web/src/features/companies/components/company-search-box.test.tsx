import { searchCompanies } from '@contract/companies';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { Company } from '../api/types';
import { CompanySearchBox, SEARCH_DEBOUNCE_MS } from './company-search-box';

const apple: Company = {
  id: '1',
  ticker: 'AAPL',
  name: 'Apple Inc.',
  industry: 'Consumer Electronics',
  sector: 'Information Technology',
  exchange: 'NASDAQ',
  cik: '0000320193',
};
const applied: Company = {
  id: '2',
  ticker: 'AMAT',
  name: 'Applied Materials',
  industry: 'Semiconductors',
  sector: 'Information Technology',
  exchange: 'NASDAQ',
  cik: null,
};

function setup(results: Company[] = [apple, applied]) {
  const { calls } = mockEndpoint(searchCompanies, () => ({ companies: results }));
  const onSelect = vi.fn();
  renderWithQuery(<CompanySearchBox onSelect={onSelect} />);
  const input = screen.getByRole('combobox');
  const searches = () => calls;
  return { input, onSelect, searches };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CompanySearchBox', () => {
  it('has the placeholder and combobox ARIA wiring', () => {
    const { input } = setup();
    expect(input.getAttribute('placeholder')).toBe('Search by company name, ticker symbol, or industry...');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
  });

  it('waits 200 ms after typing stops and needs 3 characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { input, searches } = setup();
    fireEvent.change(input, { target: { value: 'ap' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(searches()).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'app' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(input, { target: { value: 'appl' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toHaveLength(0);
    screen.getByText('Searching...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches().map((call) => call.query.get('q'))).toEqual(['appl']);
  });

  it('shows name, ticker badge and industry • sector • exchange', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'apple' } });
    const option = await screen.findByRole('option', { name: /Apple Inc\./ });
    expect(option.textContent).toContain('AAPL');
    expect(option.textContent).toContain('Consumer Electronics • Information Technology • NASDAQ');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it("shows SEC's all-capitals names in readable case, and hands on the company as the API sent it", async () => {
    const ford: Company = { ...apple, id: '3', ticker: 'F', name: 'FORD MOTOR CO', cik: '0000037996' };
    const { input, onSelect } = setup([ford]);
    fireEvent.change(input, { target: { value: 'ford' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ford Motor Co/ }));
    expect(screen.queryByText('FORD MOTOR CO')).toBeNull();
    expect(onSelect).toHaveBeenCalledWith(ford);
  });

  it("says 'No companies found' when nothing matches", async () => {
    const { input } = setup([]);
    fireEvent.change(input, { target: { value: 'zzzz' } });
    await screen.findByText('No companies found');
  });

  it('moves through options with the arrows, picks with Enter, closes with Escape', async () => {
    const { input, onSelect } = setup();
    fireEvent.change(input, { target: { value: 'appl' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toContain('Applied Materials');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(apple);
  });

  it('Search picks the first result', async () => {
    const { input, onSelect } = setup();
    fireEvent.change(input, { target: { value: 'apple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(apple));
  });
});
