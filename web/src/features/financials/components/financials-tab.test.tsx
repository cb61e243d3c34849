import { getFinancials } from '@contract/financials';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { Figure, FinancialsResponse } from '../api/types';
import FinancialsTab from './financials-tab';

vi.mock('./financials-chart', () => ({ default: () => <div data-testid="financials-chart" /> }));

const source = {
  accession_number: '0000320193-24-000123',
  form: '10-K',
  filed: '2024-11-01',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
};
const figure = (value: number, extra: Partial<Figure> = {}): Figure => ({
  value,
  yoy: null,
  derived: false,
  tag: 'Revenues',
  source,
  ...extra,
});
const response = (overrides: Partial<FinancialsResponse> = {}): FinancialsResponse => ({
  ticker: 'AAPL',
  cik: '0000320193',
  entity_name: 'Apple Inc.',
  has_data: true,
  currency: 'USD',
  fiscal_year_end: '09-28',
  concepts: [
    { key: 'revenue', label: 'Revenue', unit: 'USD', kind: 'duration' },
    { key: 'epsDiluted', label: 'Diluted EPS', unit: 'USD/shares', kind: 'duration' },
    { key: 'rnd', label: 'R&D', unit: 'USD', kind: 'duration' },
  ],
  annual: [
    {
      label: 'FY2024',
      fiscal_year: 2024,
      fiscal_quarter: null,
      start: '2023-10-01',
      end: '2024-09-28',
      values: { revenue: figure(391_035_000_000, { yoy: 0.0202 }), epsDiluted: figure(6.08) },
    },
  ],
  quarterly: [
    {
      label: 'Q4 FY2024',
      fiscal_year: 2024,
      fiscal_quarter: 4,
      start: '2024-06-30',
      end: '2024-09-28',
      values: { revenue: figure(94_930_000_000, { derived: true }) },
    },
  ],
  latest: { revenue: null, employees: null },
  fetched_at: '2025-09-01T00:00:00.000Z',
  age_seconds: 0,
  stale: false,
  ...overrides,
});

afterEach(cleanup);

function setup(reply: FinancialsResponse | ReturnType<typeof apiError>) {
  mockEndpoint(getFinancials, () => reply);
  renderWithQuery(<FinancialsTab ticker="aapl" />);
  return userEvent.setup();
}

describe('FinancialsTab', () => {
  it('shows the chart beside a table whose figures link to their filings, with growth', async () => {
    const user = setup(response());
    const table = await screen.findByTestId('financials-table');
    await screen.findByTestId('financials-chart');
    const link = within(table).getByRole('link', { name: /\$391\.0B/ });
    expect(link.getAttribute('href')).toBe(source.url);
    within(table).getByText('+2.0% YoY');
    within(table).getByText('$6.08');
    // A concept with no figure in any period is not a row.
    expect(within(table).queryByText('R&D')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quarterly' }));
    within(table).getByRole('link', { name: /\$94\.9B.*derived/ });
    screen.getByText(/Derived: a fourth quarter is the fiscal year minus/);
  });

  it("says 'No XBRL data' for a company without facts", async () => {
    setup(response({ has_data: false, annual: [], quarterly: [] }));
    await screen.findByText('No XBRL data');
  });

  it('says when the figures are an older copy, and shows a server error plainly', async () => {
    setup(response({ stale: true }));
    await screen.findByText(/SEC EDGAR could not be reached: figures as of/);
    cleanup();
    setup(apiError(502, 'EDGAR_BAD_RESPONSE', 'SEC EDGAR sent an answer this service cannot read.'));
    await screen.findByText(
      'Failed to load financial data: SEC EDGAR sent an answer this service cannot read.',
    );
  });
});
