import * as contract from '@contract/alerts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { type AlertForm, CHECK_SETTLE_MS } from '../api/alerts-api';
import { AlertsSection } from './alerts-section';
import { UpcomingSection } from './upcoming-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LIST_ID = '7f1c9a2e-0b4d-4c1e-9a3f-2d5e6b7c8d90';

describe('alerts feature screens', () => {
  it('lists alerts with 8-K items and marks all read', async () => {
    let unread = 1;
    let forms: AlertForm[] = ['10-K', '10-Q', '8-K'];
    mockEndpoint(contract.getAlertLists, () => ({ lists: [{ id: LIST_ID, name: 'Targets', forms }] }));
    const setForms = mockEndpoint(contract.setAlertListForms, ({ body }) => {
      forms = body.forms;
      return { id: LIST_ID, forms };
    });
    const read = mockEndpoint(contract.markAlertsRead, () => {
      unread = 0;
      return { unread };
    });
    mockEndpoint(contract.getAlerts, () => ({
      unread,
      alerts: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000001',
          ticker: 'AAPL',
          company_name: 'Apple Inc.',
          form: '8-K' as const,
          filing_date: '2026-11-20',
          accession_number: '0000320193-26-000001',
          items: ['2.02 Results of Operations and Financial Condition'],
          new_risk_factors: 2,
          saved_search: null,
          read: unread === 0,
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    }));
    const open = vi.fn();
    renderWithQuery(<AlertsSection onOpenCompany={open} savedSearchHref={() => '/'} />);
    await screen.findByText('1 unread');
    expect(screen.getByTestId('alert-row').textContent).toContain('Apple Inc. (AAPL) filed an 8-K');
    screen.getByText('2.02 Results of Operations and Financial Condition');
    screen.getByText('2 new risk factors');
    fireEvent.click(screen.getByRole('button', { name: 'Apple Inc. (AAPL)' }));
    expect(open).toHaveBeenCalledWith('AAPL');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByText('All read');
    expect(read.calls).toHaveLength(1);
    expect(read.calls[0]?.body).toEqual({});

    // Per list, which forms alert: unticking 8-K saves the other two for that list.
    const eightK = await screen.findByRole('checkbox', { name: 'Targets: 8-K' });
    expect((eightK as HTMLInputElement).checked).toBe(true);
    fireEvent.click(eightK);
    await waitFor(() => expect((eightK as HTMLInputElement).checked).toBe(false));
    expect(setForms.calls).toHaveLength(1);
    expect(setForms.calls[0]?.body).toEqual({ forms: ['10-K', '10-Q'] });
    expect(setForms.calls[0]?.params).toMatchObject({ listId: LIST_ID });
  });

  it("offers 'Check now' with no alerts yet, says it is checking until the list is read again, then offers it again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockEndpoint(contract.getAlertLists, () => ({ lists: [] }));
    let reads = 0;
    mockEndpoint(contract.getAlerts, () => {
      reads += 1;
      return { unread: 0, alerts: [] };
    });
    const check = mockEndpoint(contract.checkAlertsNow, () => ({
      job_id: 'job-1',
      state: 'queued' as const,
    }));
    renderWithQuery(<AlertsSection onOpenCompany={vi.fn()} savedSearchHref={() => '/'} />);
    await screen.findByText('No alerts yet');
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await screen.findByRole('button', { name: 'Checking EDGAR…' });
    expect(check.calls).toHaveLength(1);
    const before = reads;
    await vi.advanceTimersByTimeAsync(CHECK_SETTLE_MS);
    await screen.findByRole('button', { name: 'Check now' });
    expect(reads).toBeGreaterThan(before);
  });

  it('lists upcoming releases with their confidence and makes a calendar address', async () => {
    let enabled = false;
    const expires = '2027-11-25T10:00:00.000Z';
    mockEndpoint(contract.getCalendar, () => ({ enabled, expires_at: enabled ? expires : null }));
    const rotate = mockEndpoint(contract.rotateCalendarToken, () => {
      enabled = true;
      return { url: 'http://app/api/calendar/secret.ics', expires_at: expires };
    });
    mockEndpoint(contract.getUpcoming, () => ({
      unavailable: [],
      releases: [
        {
          ticker: 'KO',
          company_name: 'Coca-Cola',
          form: '10-Q' as const,
          period_end: '2026-09-26',
          expected_date: '2026-10-23',
          earliest_date: '2026-10-22',
          latest_date: '2026-10-24',
          deadline: '2026-11-05',
          confidence: 'usually files 26–28 days after quarter end',
          samples: 6,
        },
      ],
    }));
    // Its usual window (to 10/24) has passed with no 10-Q, its deadline (11/5) not yet: the row says so.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 1));
    renderWithQuery(<UpcomingSection />);
    await screen.findByText(/usually files 26–28 days after quarter end/);
    expect(screen.getByText('Later than usual')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Create calendar address' }));
    expect((await screen.findByTestId('calendar-url')).textContent).toBe(
      'http://app/api/calendar/secret.ics',
    );
    expect(rotate.calls).toHaveLength(1);
    expect((await screen.findByTestId('calendar-expiry')).textContent).toBe(
      'The address works until 11/25/2027; then make a new one.',
    );
  });
});
