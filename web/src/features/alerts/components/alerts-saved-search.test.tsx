import * as contract from '@contract/alerts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { AlertsSection } from './alerts-section';

afterEach(cleanup);

const alert = {
  ticker: 'ZTCO',
  company_name: 'Zero Trust Co.',
  form: '10-K' as const,
  filing_date: '2026-03-10',
  items: [],
  new_risk_factors: null,
  read: false,
  created_at: '2026-03-11T07:00:00Z',
};

describe('an alert raised by a saved filing search', () => {
  it('names the search and links to run it again; an older alert without its words names it without a link', async () => {
    mockEndpoint(contract.getAlertLists, () => ({ lists: [] }));
    mockEndpoint(contract.getAlerts, () => ({
      unread: 2,
      alerts: [
        {
          ...alert,
          id: 'a1b2c3d4-0000-4000-8000-000000000011',
          accession_number: '0000099101-26-000001',
          saved_search: {
            name: 'Zero trust',
            search: {
              q: '"zero trust"',
              forms: ['10-K' as const, '8-K' as const],
              sector: 'Information Technology',
            },
          },
        },
        {
          ...alert,
          id: 'a1b2c3d4-0000-4000-8000-000000000012',
          accession_number: '0000099101-26-000002',
          saved_search: { name: 'Ransomware', search: null },
        },
      ],
    }));
    const href = vi.fn((search: { q: string }) => `/dashboard?filings=${encodeURIComponent(search.q)}`);
    renderWithQuery(<AlertsSection onOpenCompany={vi.fn()} savedSearchHref={href} />);
    const rows = await screen.findAllByTestId('alert-saved-search');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Matches your saved search “Zero trust”',
      'Matches your saved search “Ransomware”',
    ]);
    const link = screen.getByRole('link', { name: '“Zero trust”' });
    expect(link.getAttribute('href')).toBe('/dashboard?filings=%22zero%20trust%22');
    expect(href).toHaveBeenCalledWith({
      q: '"zero trust"',
      forms: ['10-K', '8-K'],
      sector: 'Information Technology',
    });
    expect(screen.queryByRole('link', { name: '“Ransomware”' })).toBeNull();
  });
});
