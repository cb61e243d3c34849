import {
  fetchFiling,
  getCompanyEvents,
  getDocument,
  getExhibitDocument,
  openExhibit,
} from '@contract/filings';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { CompanyEvent, CompanyEventsResponse } from '../api/company-depth-types';
import { NewsEvents } from './news-events';

const event = (accession: string, date: string, items: [string, string][], extra: Partial<CompanyEvent>) => ({
  accession_number: accession,
  form: '8-K',
  filing_date: date,
  report_date: date,
  items: items.map(([code, name]) => ({ code, name })),
  kinds: ['other'],
  sales_trigger: false,
  document_url: `https://www.sec.gov/Archives/edgar/data/320193/${accession}/doc.htm`,
  index_url: `https://www.sec.gov/Archives/edgar/data/320193/${accession}/${accession}-index.htm`,
  ...extra,
});
const events: CompanyEventsResponse = {
  ticker: 'AAPL',
  total: 2,
  fetched_at: '2025-09-01T00:00:00.000Z',
  age_seconds: 0,
  stale: false,
  events: [
    event(
      '0000320193-25-000071',
      '2025-07-31',
      [
        ['2.02', 'Results of Operations and Financial Condition'],
        ['9.01', 'Financial Statements and Exhibits'],
      ],
      {
        kinds: ['results'],
      },
    ),
    event('0001140361-25-027340', '2025-07-25', [['5.02', 'Departure of Directors or Certain Officers']], {
      kinds: ['leadership'],
      sales_trigger: true,
    }),
  ],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NewsEvents', () => {
  it('lists 8-Ks with item names, marks sales triggers, filters by kind and opens one in the viewer', async () => {
    const eventsCalls = mockEndpoint(getCompanyEvents, () => events).calls;
    const { calls } = mockEndpoint(fetchFiling, () => ({
      id: 'e1',
      ticker: 'AAPL',
      filing_type: '8-K',
      filing_date: '2025-07-31',
      period_end_date: '2025-07-31',
      accession_number: '0000320193-25-000071',
      description: '8-K',
      form_name: 'Current Report',
      file_url: events.events[0]!.document_url,
      view_url: '/api/sec-filings/document/0000320193-25-000071?expires=9&sig=e',
    }));
    mockEndpoint(getDocument, () => undefined);
    const user = userEvent.setup();
    renderWithQuery(<NewsEvents ticker="aapl" />);
    await screen.findByText('Results of Operations and Financial Condition');
    // Item 9.01 (exhibits) is noise next to a real item.
    expect(screen.queryByText('Financial Statements and Exhibits')).toBeNull();
    expect(screen.getAllByTestId('event')).toHaveLength(2);
    expect(screen.getAllByText('Sales trigger')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sales triggers' }));
    expect(screen.getAllByTestId('event')).toHaveLength(1);
    screen.getByText('Departure of Directors or Certain Officers');
    await user.click(screen.getByRole('button', { name: 'Acquisitions' }));
    screen.getByText('No events of this kind.');

    await user.click(screen.getByRole('button', { name: 'Results' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByTitle('AAPL 8-K filed 7/31/2025');
    expect(eventsCalls[0]?.params.ticker).toBe('AAPL');
    expect(calls[0]?.body).toEqual({
      ticker: 'AAPL',
      accession: '0000320193-25-000071',
    });
  });

  it("opens an 8-K's press release in the same viewer, brought into view; an 8-K without one says so", async () => {
    mockEndpoint(getCompanyEvents, () => events);
    const { calls } = mockEndpoint(openExhibit, ({ body }) =>
      body.accession === '0000320193-25-000071'
        ? {
            id: 'e1',
            ticker: 'AAPL',
            filing_type: '8-K',
            filing_date: '2025-07-31',
            period_end_date: '2025-07-31',
            accession_number: '0000320193-25-000071',
            description: '8-K',
            form_name: 'Press release (Exhibit 99.1)',
            file_url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019325000071/a8-kex991.htm',
            view_url: '/api/sec-filings/document/0000320193-25-000071/exhibits/EX-99.1?expires=9&sig=e',
            exhibit_type: 'EX-99.1',
          }
        : apiError(
            404,
            'DOCUMENT_NOT_FOUND',
            'This 8-K (0001140361-25-027340) has no press release (exhibit 99.1 or another exhibit 99) on SEC EDGAR.',
          ),
    );
    mockEndpoint(getExhibitDocument, () => undefined);
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    renderWithQuery(<NewsEvents ticker="aapl" />);
    const [results, leadership] = await screen.findAllByTestId('event');

    await user.click(within(results!).getByRole('button', { name: 'Press release' }));
    const frame = await screen.findByTitle('AAPL 8-K filed 7/31/2025');
    expect(frame.getAttribute('src')).toBe(
      '/api/sec-filings/document/0000320193-25-000071/exhibits/EX-99.1?expires=9&sig=e',
    );
    screen.getByRole('heading', { name: 'AAPL 8-K – Press release (Exhibit 99.1)' });
    expect(scrolled).toContain(screen.getByTestId('event-viewer'));
    expect(calls[0]?.body).toEqual({ ticker: 'AAPL', accession: '0000320193-25-000071' });
    // The EDGAR index stays, as a secondary link.
    expect(
      within(results!)
        .getByRole('link', { name: /Exhibits/ })
        .getAttribute('href'),
    ).toBe(events.events[0]!.index_url);

    await user.click(within(leadership!).getByRole('button', { name: 'Press release' }));
    await screen.findByText(
      'Failed to fetch press release: This 8-K (0001140361-25-027340) has no press release (exhibit 99.1 or another exhibit 99) on SEC EDGAR.',
    );
    expect(within(leadership!).getByRole('button', { name: 'No press release' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(results!).getByRole('button', { name: 'Press release' })).toHaveProperty('disabled', false);
  });
});
