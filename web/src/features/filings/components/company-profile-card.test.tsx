import { getCompanyFilings } from '@contract/filings';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { CompanyFilingsResponse } from '../api/company-depth-types';
import { CompanyProfileCard } from './company-profile-card';

const answer = (formerNames: string[]): CompanyFilingsResponse => ({
  ticker: 'AAPL',
  company: {
    cik: '0000320193',
    name: 'Apple Inc.',
    exchanges: ['Nasdaq'],
    sic: '3571',
    sic_description: 'Electronic Computers',
    state_of_incorporation: 'CA',
    fiscal_year_end: '0926',
    former_names: formerNames,
    website: null,
    phone: null,
    business_address: null,
    latest: { '10-K': '2024-11-01', '10-Q': '2025-08-01', '8-K': null },
  },
  page: 0,
  next_page: null,
  filings: [],
  fetched_at: '2025-09-01T00:00:00.000Z',
  age_seconds: 0,
  stale: false,
});

afterEach(cleanup);

describe('CompanyProfileCard', () => {
  it("shows EDGAR's fiscal-year end and the company's former names", async () => {
    mockEndpoint(getCompanyFilings, () => answer(['APPLE INC', 'APPLE COMPUTER INC']));
    renderWithQuery(<CompanyProfileCard ticker="aapl" />);
    expect((await screen.findByTestId('former-names')).textContent).toBe('APPLE INC; APPLE COMPUTER INC');
    screen.getByText('September 26');
  });

  it('has no Formerly row for a company that never changed its name', async () => {
    mockEndpoint(getCompanyFilings, () => answer([]));
    renderWithQuery(<CompanyProfileCard ticker="aapl" />);
    await screen.findByText('September 26');
    expect(screen.queryByText('Formerly')).toBeNull();
  });
});
