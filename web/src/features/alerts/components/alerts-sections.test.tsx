import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery, stubFetch } from '@/test/render-with-query';
import { AlertsSection } from './alerts-section';
import { UpcomingSection } from './upcoming-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('alerts feature screens', () => {
  it('lists alerts with 8-K items and marks all read', async () => {
    let unread = 1;
    let forms = ['10-K', '10-Q', '8-K'];
    const { calls, fetchStub } = stubFetch((method, url, body) => {
      if (url.pathname === '/api/alerts/lists')
        return { body: { lists: [{ id: 'l1', name: 'Targets', forms }] } };
      if (method === 'PUT') {
        forms = (body as { forms: string[] }).forms;
        return { body: { id: 'l1', forms } };
      }
      if (method === 'POST') {
        unread = 0;
        return { body: { unread } };
      }
      return {
        body: {
          unread,
          alerts: [
            {
              id: 'a1',
              ticker: 'AAPL',
              company_name: 'Apple Inc.',
              form: '8-K',
              filing_date: '2026-11-20',
              accession_number: '0000320193-26-000001',
              items: ['2.02 Results of Operations and Financial Condition'],
              new_risk_factors: 2,
              read: unread === 0,
              created_at: '2026-11-20T10:00:00Z',
            },
          ],
        },
      };
    });
    vi.stubGlobal('fetch', fetchStub);
    const open = vi.fn();
    renderWithQuery(<AlertsSection onOpenCompany={open} />);
    await screen.findByText('1 unread');
    screen.getByText('2.02 Results of Operations and Financial Condition');
    screen.getByText('2 new risk factors');
    fireEvent.click(screen.getByRole('button', { name: 'Apple Inc. (AAPL)' }));
    expect(open).toHaveBeenCalledWith('AAPL');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByText('All read');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/alerts/read',
      body: {},
    });
  });

  it('lists upcoming releases with their confidence and makes a calendar address', async () => {
    const { fetchStub } = stubFetch((method, url) => {
      if (url.pathname === '/api/calendar/token')
        return { body: { url: 'http://app/api/calendar/secret.ics' } };
      if (url.pathname === '/api/calendar') return { body: { enabled: method === 'POST' } };
      return {
        body: {
          unavailable: [],
          releases: [
            {
              ticker: 'KO',
              company_name: 'Coca-Cola',
              form: '10-Q',
              period_end: '2026-09-26',
              expected_date: '2026-10-23',
              earliest_date: '2026-10-22',
              latest_date: '2026-10-24',
              deadline: '2026-11-05',
              confidence: 'usually files 26–28 days after quarter end',
              samples: 6,
            },
          ],
        },
      };
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithQuery(<UpcomingSection />);
    await screen.findByText(/usually files 26–28 days after quarter end/);
    fireEvent.click(screen.getByRole('button', { name: 'Create calendar address' }));
    expect((await screen.findByTestId('calendar-url')).textContent).toBe(
      'http://app/api/calendar/secret.ics',
    );
  });
});
