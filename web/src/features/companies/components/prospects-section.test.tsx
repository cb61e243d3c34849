import * as companies from '@contract/companies';
import * as prospects from '@contract/prospects';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import type { CompanyList, Prospect } from '../api/types';
import { ProspectsSection } from './prospects-section';

const prospect = (ticker: string, name: string, revenue: number | null): Prospect => ({
  id: `id-${ticker}`,
  ticker,
  name,
  industry: 'Pharmaceutical Preparations',
  sector: 'Healthcare',
  exchange: 'NYSE',
  cik: null,
  sic: 2834,
  state_of_incorporation: 'NJ',
  revenue,
  revenue_period: revenue ? 'CY2024' : null,
});
const targets: CompanyList = {
  id: 'l1',
  name: 'Targets',
  description: null,
  created_at: '2025-01-01',
  company_count: 0,
};
const savedReply = {
  savedCompany: {
    company_id: 'id-PHA',
    list_id: 'l1',
    notes: null,
    date_saved: '2025-01-02T00:00:00Z',
    company: prospect('PHA', 'Alpha Pharma', null),
    list: { id: 'l1', name: 'Targets' },
  },
  alreadySaved: false,
};

function setup(save: (companyId: string) => ReturnType<typeof apiError> | null = () => null) {
  const screens = mockEndpoint(prospects.screenCompanies, ({ query }) => ({
    total: 51,
    page: Number(query.get('page') ?? 1),
    pageSize: 50,
    companies:
      query.get('page') === '2'
        ? [prospect('PHZ', 'Zeta Pharma', null)]
        : [prospect('PHA', 'Alpha Pharma', 50e9), prospect('PHB', 'Beta Pharma', 812.4e6)],
  }));
  mockEndpoint(prospects.getIndustries, () => ({
    industries: [{ sic: 2834, title: 'Pharmaceutical Preparations', companies: 600 }],
  }));
  mockEndpoint(companies.getLists, () => ({ lists: [targets] }));
  const saves = mockEndpoint(companies.saveCompany, ({ body }) => save(body.companyId) ?? savedReply);
  const onOpenCompany = vi.fn();
  renderWithQuery(<ProspectsSection onOpenCompany={onOpenCompany} />);
  return { screens: screens.calls, saves: saves.calls, onOpenCompany };
}

afterEach(() => {
  cleanup();
});

describe('ProspectsSection', () => {
  it('lists the largest companies first, pages, and opens a company', async () => {
    const { screens, onOpenCompany } = setup();
    expect(await screen.findByText('Alpha Pharma')).toBeTruthy();
    expect(screen.getByText('$50.0 B')).toBeTruthy();
    expect(screen.getByText('$812 M')).toBeTruthy();
    expect(screen.getByText(/51 companies · page 1 of 2/)).toBeTruthy();
    expect(screens[0]?.query.get('sort')).toBe('revenue');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Zeta Pharma')).toBeTruthy();
    expect(screens.at(-1)?.query.get('page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Zeta Pharma' }));
    expect(onOpenCompany).toHaveBeenCalledWith('PHZ');
  });

  it('checks a revenue band before asking', async () => {
    const { screens } = setup();
    await screen.findByText('Alpha Pharma');
    fireEvent.change(screen.getByLabelText('Revenue from ($ millions)'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Revenue to ($ millions)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show companies' }));
    expect(await screen.findByText('Minimum revenue must not be more than maximum revenue.')).toBeTruthy();
    expect(screens).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Revenue to ($ millions)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show companies' }));
    await waitFor(() => expect(screens.at(-1)?.query.get('maxRevenue')).toBe('1000000000'));
    expect(screens.at(-1)?.query.get('minRevenue')).toBe('500000000');
  });

  it('saves the selected rows into the chosen list', async () => {
    const { saves } = setup();
    await screen.findByText('Alpha Pharma');
    fireEvent.click(screen.getByLabelText('Select every company on this page'));
    const saveButton = screen.getByRole('button', { name: 'Save 2 selected' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves.map((call) => call.body)).toEqual([
      { companyId: 'id-PHA', listId: 'l1' },
      { companyId: 'id-PHB', listId: 'l1' },
    ]);
    await screen.findByRole('button', { name: 'Save 0 selected' });
  });

  it('stops at the Free plan limit and offers the upgrade', async () => {
    const { saves } = setup((companyId) =>
      companyId === 'id-PHB'
        ? apiError(403, 'PLAN_LIMIT', 'The Free plan keeps up to 5 saved companies.')
        : null,
    );
    await screen.findByText('Alpha Pharma');
    fireEvent.click(screen.getByLabelText('Select every company on this page'));
    const saveButton = screen.getByRole('button', { name: 'Save 2 selected' }) as HTMLButtonElement;
    await waitFor(() => expect(saveButton.disabled).toBe(false));
    fireEvent.click(saveButton);
    expect(await screen.findByText(/1 saved\. The Free plan keeps up to 5 saved companies\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    expect(saves).toHaveLength(2);
  });
});
