import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, stubFetch } from '@/test/render-with-query';
import type { SecFiling } from '../api/types';
import { AvailableDocumentsCard } from './available-documents-card';
import { FilingsPanel } from './filings-panel';

const tenK: SecFiling = {
  id: 'k1',
  ticker: 'AAPL',
  filing_type: '10-K',
  filing_date: '2024-11-01',
  period_end_date: '2024-09-28',
  accession_number: '0000320193-24-000123',
  description: '10-K',
  form_name: 'Annual Report',
  file_url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
  view_url: '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=k',
};
const tenQ: SecFiling = {
  ...tenK,
  id: 'q1',
  filing_type: '10-Q',
  filing_date: '2025-08-01',
  period_end_date: null,
  accession_number: '0000320193-25-000073',
  form_name: 'Quarterly Report',
  view_url: '/api/sec-filings/document/0000320193-25-000073?expires=9&sig=q',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(stored: SecFiling[], answers: Record<string, () => { status?: number; body?: unknown }> = {}) {
  const { calls, fetchStub } = stubFetch((method, url) => {
    const answer = answers[`${method} ${url.pathname}`];
    if (answer) return answer();
    return { body: stored };
  });
  vi.stubGlobal('fetch', fetchStub);
  const user = userEvent.setup();
  renderWithQuery(
    <FilingsPanel
      ticker="aapl"
      renderAnalyze={(filing) => <button type="button">Analyze {filing.filing_type}</button>}
    />,
  );
  return { calls, user };
}

describe('FilingsPanel', () => {
  it('shows the empty texts', async () => {
    setup([]);
    expect(screen.getByText('SEC Filings for AAPL')).toBeTruthy();
    expect(await screen.findByText('No SEC filings available for AAPL')).toBeTruthy();
  });

  it('lists filings in two columns and opens one in a sandboxed, 800 px viewer', async () => {
    const { user } = setup([tenK]);
    const annual = await screen.findByRole('region', { name: 'Annual Reports (10-K)' });
    expect(within(annual).getByText('11/1/2024')).toBeTruthy();
    expect(within(annual).getByText('9/28/2024')).toBeTruthy();
    expect(within(annual).getByText('0000320193-24-000123')).toBeTruthy();
    expect(screen.getByText('No quarterly reports available')).toBeTruthy();

    await user.click(within(annual).getByRole('button', { name: 'View Filing' }));
    const frame = (await screen.findByTitle(/AAPL 10-K filed 11\/1\/2024/)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe(tenK.view_url);
    expect(frame.style.height).toBe('800px');
    const newTab = screen.getByRole('link', { name: 'Open in New Tab' });
    expect(newTab.getAttribute('href')).toBe(tenK.view_url);
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Analyze 10-K' })).toBeTruthy();
  });

  it('says so when nothing is selected or the filing has no document', async () => {
    const { user } = setup([{ ...tenK, view_url: null }]);
    await user.click(screen.getByRole('tab', { name: 'Filing Viewer' }));
    expect(screen.getByText('No filing selected')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Available Filings' }));
    await user.click(await screen.findByRole('button', { name: 'View Filing' }));
    expect(await screen.findByText('No preview available')).toBeTruthy();
  });

  it('Fetch Latest is disabled while loading, merges, and opens the first filing in the viewer', async () => {
    let release: (value: { body: SecFiling[] }) => void = () => {};
    const { fetchStub } = stubFetch((method, url) =>
      method === 'POST' && url.pathname === '/api/sec-filings/fetch-latest'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : { body: [] },
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderWithQuery(<FilingsPanel ticker="AAPL" />);
    const button = screen.getByRole('button', { name: 'Fetch Latest' }) as HTMLButtonElement;
    await user.click(button);
    expect(button.disabled).toBe(true);
    release({ body: [tenK, tenQ] });
    expect(await screen.findByTitle(/AAPL 10-K filed/)).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('explains Fetch Latest when there are no filings, and shows its progress in the viewer', async () => {
    let release: (value: { body: SecFiling[] }) => void = () => {};
    const { fetchStub } = stubFetch((method, url) =>
      method === 'POST' && url.pathname === '/api/sec-filings/fetch-latest'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : { body: [] },
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderWithQuery(<FilingsPanel ticker="AAPL" />);
    const empty = (await screen.findByText('No SEC filings available for AAPL')).parentElement as HTMLElement;
    expect(within(empty).getByText(/Fetch Latest above: it downloads AAPL's most recent/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fetch Latest' }));
    expect(screen.getByRole('status').textContent).toContain('Fetching the latest filings for AAPL');
    await user.click(screen.getByRole('tab', { name: 'Filing Viewer' }));
    expect(screen.getByText('Fetching the latest filings…')).toBeTruthy();
    expect(screen.queryByText('No filing selected')).toBeNull();
    release({ body: [tenK] });
    expect(await screen.findByTitle(/AAPL 10-K filed/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('gives each filing type its own error alert', async () => {
    const { user, calls } = setup([], {
      'POST /api/sec-filings/fetch': () => ({
        status: 503,
        body: { error: 'SEC EDGAR is limiting requests right now.' },
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Request Filings' }));
    await user.click(screen.getByRole('button', { name: /Fetch 10-Q/ }));
    expect(
      await screen.findByText('Failed to fetch 10-Q: SEC EDGAR is limiting requests right now.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ticker: 'AAPL', type: '10-Q' });
  });

  it('switches to the viewer after a single fetch', async () => {
    const { user } = setup([], { 'POST /api/sec-filings/fetch': () => ({ body: tenQ }) });
    await user.click(screen.getByRole('tab', { name: 'Request Filings' }));
    await user.click(screen.getByRole('button', { name: /Fetch 10-Q/ }));
    expect(await screen.findByTitle(/AAPL 10-Q filed 8\/1\/2025/)).toBeTruthy();
  });

  it('shows the Fetch Latest error text', async () => {
    const { user } = setup([], {
      'POST /api/sec-filings/fetch-latest': () => ({
        status: 404,
        body: { error: 'No SEC registrant found for ticker AAPL' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Fetch Latest' }));
    expect(
      await screen.findByText('Failed to fetch latest filings: No SEC registrant found for ticker AAPL'),
    ).toBeTruthy();
  });
});

describe('AvailableDocumentsCard', () => {
  it('says when nothing has been fetched, and lists what has', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: [] })).fetchStub);
    renderWithQuery(<AvailableDocumentsCard ticker="AAPL" />);
    expect(await screen.findByText(/No documents have been fetched yet/)).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', stubFetch(() => ({ body: [tenQ, tenK] })).fetchStub);
    renderWithQuery(<AvailableDocumentsCard ticker="AAPL" />);
    expect(await screen.findByText('filed 8/1/2025')).toBeTruthy();
  });
});
