import * as companies from '@contract/companies';
import * as prospects from '@contract/prospects';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { Prospect } from '../api/types';
import { SimilarCompaniesCard } from './similar-companies-card';

const peer: Prospect = {
  id: 'id-PFE',
  ticker: 'PFE',
  name: 'PFIZER INC',
  industry: 'Pharmaceutical Preparations',
  sector: 'Healthcare',
  exchange: 'NYSE',
  cik: '0000078003',
  sic: 2834,
  state_of_incorporation: 'DE',
  revenue: null,
  revenue_period: null,
};

afterEach(() => {
  cleanup();
});

describe('SimilarCompaniesCard', () => {
  it('lists peers with their industry, each with open and save', async () => {
    mockEndpoint(prospects.similarCompanies, () => ({ basis: 'sic' as const, companies: [peer] }));
    mockEndpoint(companies.getSavedCompanyIds, () => ({ companyIds: [] }));
    const onOpenCompany = vi.fn();
    renderWithQuery(<SimilarCompaniesCard ticker="MRK" onOpenCompany={onOpenCompany} />);
    fireEvent.click(await screen.findByRole('button', { name: /\(PFE\)/ }));
    expect(onOpenCompany).toHaveBeenCalledWith('PFE');
    expect(screen.getByText('Pharmaceutical Preparations • Healthcare • NYSE')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save/ })).toBeTruthy();
  });

  it('is left out when there is nothing to compare with', async () => {
    const similar = mockEndpoint(prospects.similarCompanies, () => ({
      basis: 'none' as const,
      companies: [],
    }));
    const { container } = renderWithQuery(<SimilarCompaniesCard ticker="ZZZ" />);
    await vi.waitFor(() => expect(similar.calls).toHaveLength(1));
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });
});
