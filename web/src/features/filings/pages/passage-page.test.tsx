import * as contract from '@contract/filings';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import PassagePage from './passage-page';

afterEach(cleanup);

describe('PassagePage', () => {
  it("shows a CRM note's passage in the filing viewer, highlighted, with a way back", async () => {
    const stored = mockEndpoint(contract.getStoredFiling, () => ({
      id: 'f1',
      ticker: 'AAPL',
      filing_type: '10-K',
      filing_date: '2024-11-01',
      period_end_date: '2024-09-28',
      accession_number: '0000320193-24-000123',
      description: 'Annual Report (10-K)',
      form_name: 'Annual Report',
      file_url: 'https://www.sec.gov/x.htm',
      view_url: '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=abc',
    }));
    // The viewer checks the document answers before it frames it.
    mockEndpoint(contract.getDocument, () => undefined);
    renderWithQuery(
      <Routes>
        <Route path="/passage/:accession" element={<PassagePage />} />
      </Routes>,
      { route: '/passage/0000320193-24-000123?highlight=400-540' },
    );
    const frame = await screen.findByTitle(/AAPL 10-K/);
    expect(frame.getAttribute('src')).toBe(
      '/api/sec-filings/document/0000320193-24-000123?expires=9&sig=abc&highlight=400-540#highlight',
    );
    expect(stored.calls[0]?.params).toMatchObject({ accession: '0000320193-24-000123' });
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
