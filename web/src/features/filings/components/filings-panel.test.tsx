import {
  fetchFiling,
  fetchLatestFilings,
  getCompanyFilings,
  getDocument,
  getFilings,
} from '@contract/filings';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { CompanyFilingsResponse } from '../api/company-depth-types';
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

const history = (page: number, filings: CompanyFilingsResponse['filings']): CompanyFilingsResponse => ({
  ticker: 'AAPL',
  company: {
    cik: '0000320193',
    name: 'Apple Inc.',
    exchanges: ['Nasdaq'],
    sic: '3571',
    sic_description: 'Electronic Computers',
    state_of_incorporation: 'CA',
    fiscal_year_end: '0926',
    former_names: ['APPLE INC', 'APPLE COMPUTER INC'],
    website: null,
    phone: null,
    business_address: null,
    latest: { '10-K': '2024-11-01', '10-Q': '2025-08-01', '8-K': null },
  },
  page,
  next_page: page === 0 ? 1 : null,
  filings,
  fetched_at: '2025-09-01T00:00:00.000Z',
  age_seconds: 0,
  stale: false,
});
const historyFiling = (form: string, accession: string, date: string, fiscalYear: number) => ({
  accession_number: accession,
  form,
  base_form: form.replace('/A', ''),
  amendment: form.endsWith('/A'),
  filing_date: date,
  report_date: date,
  fiscal_year: fiscalYear,
  description: form,
  document_url: `https://www.sec.gov/Archives/edgar/data/320193/${accession}/doc.htm`,
});
const newestPage = history(0, [
  historyFiling('10-K', '0000320193-24-000123', '2024-11-01', 2024),
  historyFiling('10-Q', '0000320193-24-000081', '2024-08-02', 2024),
  historyFiling('10-K', '0000320193-23-000106', '2023-11-03', 2023),
  historyFiling('10-K/A', '0000320193-23-000107', '2023-11-10', 2023),
  historyFiling('10-K', '0000320193-22-000108', '2022-10-28', 2022),
  historyFiling('10-K', '0000320193-21-000105', '2021-10-29', 2021),
]);
const olderPage = history(1, [historyFiling('10-K', '0000320193-20-000096', '2020-10-30', 2020)]);

/** The stored list, the history and the document check every panel asks for; a test adds its own answers. */
function mockDefaults(stored: SecFiling[] = []) {
  mockEndpoint(getCompanyFilings, ({ query }) => (query.get('page') === '1' ? olderPage : newestPage));
  mockEndpoint(getDocument, () => undefined);
  mockEndpoint(getFilings, () => stored);
}

afterEach(cleanup);

function setup(stored: SecFiling[]) {
  mockDefaults(stored);
  const user = userEvent.setup();
  renderWithQuery(
    <FilingsPanel
      ticker="aapl"
      renderAnalyze={(filing) => <button type="button">Analyze {filing.filing_type}</button>}
    />,
  );
  return { user };
}

/** Fetch Latest answers only when the test releases it. */
function pendingFetchLatest() {
  let release: (filings: SecFiling[]) => void = () => {};
  mockDefaults();
  mockEndpoint(
    fetchLatestFilings,
    () =>
      new Promise<SecFiling[]>((resolve) => {
        release = resolve;
      }),
  );
  return (filings: SecFiling[]) => release(filings);
}

describe('FilingsPanel', () => {
  it('shows the empty texts', async () => {
    setup([]);
    screen.getByText('SEC Filings for AAPL');
    await screen.findByText('No SEC filings available for AAPL');
  });

  it('lists filings in two columns and opens one in a sandboxed, 800 px viewer', async () => {
    const { user } = setup([tenK]);
    const annual = await screen.findByRole('region', { name: 'Annual Reports (10-K)' });
    within(annual).getByText('11/1/2024');
    within(annual).getByText('9/28/2024');
    within(annual).getByText('0000320193-24-000123');
    screen.getByText('No quarterly reports available');

    await user.click(within(annual).getByRole('button', { name: 'View Filing' }));
    const frame = (await screen.findByTitle(/AAPL 10-K filed 11\/1\/2024/)) as HTMLIFrameElement;
    // Only EDGAR links (target=_blank, noopener) can open a tab; never scripts or same-origin.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('src')).toBe(tenK.view_url);
    expect(frame.style.height).toBe('800px');
    const newTab = screen.getByRole('link', { name: 'Open in New Tab' });
    expect(newTab.getAttribute('href')).toBe(tenK.view_url);
    expect(newTab.getAttribute('target')).toBe('_blank');
    screen.getByRole('button', { name: 'Analyze 10-K' });
  });

  it('says so when nothing is selected or the filing has no document', async () => {
    const { user } = setup([{ ...tenK, view_url: null }]);
    await user.click(screen.getByRole('tab', { name: 'Filing Viewer' }));
    screen.getByText('No filing selected');
    await user.click(screen.getByRole('tab', { name: 'Available Filings' }));
    await user.click(await screen.findByRole('button', { name: 'View Filing' }));
    await screen.findByText('No preview available');
  });

  it('Fetch Latest is disabled while loading, merges, and opens the first filing in the viewer', async () => {
    const release = pendingFetchLatest();
    const user = userEvent.setup();
    renderWithQuery(<FilingsPanel ticker="AAPL" />);
    const button = screen.getByRole('button', { name: 'Fetch Latest' }) as HTMLButtonElement;
    await user.click(button);
    expect(button.disabled).toBe(true);
    release([tenK, tenQ]);
    await screen.findByTitle(/AAPL 10-K filed/);
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('explains Fetch Latest when there are no filings, and shows its progress in the viewer', async () => {
    const release = pendingFetchLatest();
    const user = userEvent.setup();
    renderWithQuery(<FilingsPanel ticker="AAPL" />);
    const empty = (await screen.findByText('No SEC filings available for AAPL')).parentElement as HTMLElement;
    within(empty).getByText(/Fetch Latest above: it downloads AAPL's most recent/);
    await user.click(screen.getByRole('button', { name: 'Fetch Latest' }));
    expect(screen.getByRole('status').textContent).toContain('Fetching the latest filings for AAPL');
    await user.click(screen.getByRole('tab', { name: 'Filing Viewer' }));
    screen.getByText('Fetching the latest filings…');
    expect(screen.queryByText('No filing selected')).toBeNull();
    release([tenK]);
    await screen.findByTitle(/AAPL 10-K filed/);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('gives each filing type its own error alert', async () => {
    const { user } = setup([]);
    const { calls } = mockEndpoint(fetchFiling, () =>
      apiError(503, 'EDGAR_THROTTLED', 'SEC EDGAR is limiting requests right now.'),
    );
    await user.click(screen.getByRole('tab', { name: 'Request Filings' }));
    await user.click(screen.getByRole('button', { name: /Fetch 10-Q/ }));
    await screen.findByText('Failed to fetch 10-Q: SEC EDGAR is limiting requests right now.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ ticker: 'AAPL', type: '10-Q' });
  });

  it('switches to the viewer after a single fetch', async () => {
    const { user } = setup([]);
    mockEndpoint(fetchFiling, () => tenQ);
    await user.click(screen.getByRole('tab', { name: 'Request Filings' }));
    await user.click(screen.getByRole('button', { name: /Fetch 10-Q/ }));
    await screen.findByTitle(/AAPL 10-Q filed 8\/1\/2025/);
  });

  it('shows the Fetch Latest error text', async () => {
    const { user } = setup([]);
    mockEndpoint(fetchLatestFilings, () =>
      apiError(404, 'UNKNOWN_TICKER', 'No SEC registrant found for ticker AAPL'),
    );
    await user.click(screen.getByRole('button', { name: 'Fetch Latest' }));
    await screen.findByText('Failed to fetch latest filings: No SEC registrant found for ticker AAPL');
  });
});

describe('FilingsPanel history and viewer errors', () => {
  it('groups the EDGAR history by fiscal year, loads older years and opens one by accession', async () => {
    const older = { ...tenK, id: 'k20', accession_number: '0000320193-20-000096', filing_date: '2020-10-30' };
    const { user } = setup([]);
    const { calls } = mockEndpoint(fetchFiling, () => older);
    await screen.findByText('Fiscal year 2024');
    screen.getByText('Fiscal year 2023');
    screen.getByText('Amendment');
    // The oldest year of a page may continue on the next page: not shown until that page is read.
    expect(screen.queryByText('Fiscal year 2021')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await screen.findByText('Fiscal year 2020');
    screen.getByText('Fiscal year 2021');
    await user.click(screen.getByRole('button', { name: 'View 10-K filed 10/30/2020' }));
    await screen.findByTitle(/AAPL 10-K filed 10\/30\/2020/);
    expect(calls[0]?.body).toEqual({
      ticker: 'AAPL',
      accession: '0000320193-20-000096',
    });
  });

  it('narrows the history to one form, asking the server for it, and says when there is none', async () => {
    const { user } = setup([]);
    const only = (filings: CompanyFilingsResponse['filings']) => ({
      ...history(0, filings),
      next_page: null,
    });
    const eightK = only([historyFiling('8-K', '0000320193-24-000200', '2024-10-31', 2024)]);
    const { calls } = mockEndpoint(getCompanyFilings, ({ query }) =>
      query.get('form') === '8-K' ? eightK : query.get('form') === '10-Q' ? only([]) : newestPage,
    );
    await screen.findByText('Fiscal year 2024');
    expect(screen.getByRole('button', { name: '10-K and 10-Q' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '8-K' }));
    await screen.findByRole('button', { name: 'View 8-K filed 10/31/2024' });
    expect(screen.queryByRole('button', { name: 'View 10-K filed 11/1/2024' })).toBeNull();
    expect(calls.at(-1)?.query.get('form')).toBe('8-K');
    await user.click(screen.getByRole('button', { name: '10-Q' }));
    await screen.findByText('No 10-Q filings on SEC EDGAR for AAPL.');
  });

  it("shows a document EDGAR cannot serve as the spec's message with a retry and the EDGAR link, not in the frame", async () => {
    let available = false;
    const { user } = setup([tenK]);
    mockEndpoint(getDocument, () =>
      available
        ? undefined
        : apiError(404, 'DOCUMENT_NOT_FOUND', 'The filing document is not available from SEC EDGAR.'),
    );
    const annual = await screen.findByRole('region', { name: 'Annual Reports (10-K)' });
    await user.click(within(annual).getByRole('button', { name: 'View Filing' }));
    await screen.findByText('Failed to fetch 10-K: The filing document is not available from SEC EDGAR.');
    expect(screen.queryByTitle(/AAPL 10-K filed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open on SEC EDGAR' }).getAttribute('href')).toBe(tenK.file_url);
    available = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTitle(/AAPL 10-K filed 11\/1\/2024/);
  });
});

describe('AvailableDocumentsCard', () => {
  it('says when nothing has been fetched, and lists what has', async () => {
    mockEndpoint(getFilings, () => []);
    renderWithQuery(<AvailableDocumentsCard ticker="AAPL" />);
    await screen.findByText(/No documents have been fetched yet/);
    cleanup();
    mockEndpoint(getFilings, () => [tenQ, tenK]);
    renderWithQuery(<AvailableDocumentsCard ticker="AAPL" />);
    await screen.findByText('filed 8/1/2025');
  });

  it('opens an entry in the viewer when the app layer lets it', async () => {
    mockEndpoint(getFilings, () => [tenQ, tenK]);
    const onOpen = vi.fn();
    renderWithQuery(<AvailableDocumentsCard ticker="AAPL" onOpen={onOpen} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '10-K' }));
    expect(onOpen).toHaveBeenCalledWith(tenK);
  });

  it('the panel starts in the viewer with a filing opened from the Overview', async () => {
    setup([tenK]);
    cleanup();
    renderWithQuery(<FilingsPanel ticker="AAPL" initialFiling={tenK} />);
    await screen.findByTitle(/AAPL 10-K filed 11\/1\/2024/);
  });
});
