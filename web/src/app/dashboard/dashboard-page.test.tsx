import * as alerts from '@contract/alerts';
import * as companies from '@contract/companies';
import { getTeams } from '@contract/teams';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/accounts/auth-context';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import DashboardPage from './dashboard-page';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));

vi.mock('@/features/accounts/auth/use-auth', () => ({ useAuth: () => auth.current }));
// The analysis feature's own tests cover the meter; here only whether the shell shows it matters.
vi.mock('@/features/analysis/components/usage-meter', () => ({
  UsageMeter: ({ variant }: { variant: string }) => (
    <div data-testid={`meter-${variant}`}>Your Analysis Quota</div>
  ),
}));
vi.mock('@/features/analysis/components/usage-banner', () => ({ UsageBanner: () => null }));

function signedIn(plan: 'free' | 'pro', loading = false): Partial<AuthContextValue> {
  return {
    loading,
    plan,
    user: { email: 'ada@example.com' } as AuthContextValue['user'],
    signOut: vi.fn(async () => {}),
  };
}

/** Alerts and Upcoming Releases answer empty (three unread), and so do recent views, saved companies and lists. */
beforeEach(() => {
  mockEndpoint(alerts.getAlerts, () => ({ unread: 3, alerts: [] }));
  mockEndpoint(alerts.getUpcoming, () => ({ releases: [], unavailable: [] }));
  mockEndpoint(alerts.getCalendar, () => ({ enabled: false, expires_at: null }));
  mockEndpoint(alerts.getAlertLists, () => ({ lists: [] }));
  mockEndpoint(companies.getRecentViews, () => ({ views: [] }));
  mockEndpoint(companies.getSavedCompanies, () => ({ savedCompanies: [], total: 0 }));
  mockEndpoint(companies.getLists, () => ({ lists: [] }));
  mockEndpoint(getTeams, () => ({ teams: [], activeTeamId: null }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dashboard shell', () => {
  it("shows the Free Plan label, the e-mail's initial, and the quota card and sidebar meter", async () => {
    auth.current = signedIn('free');
    renderWithQuery(<DashboardPage />, { route: '/dashboard' });
    screen.getByRole('heading', { level: 1, name: 'Company Search' });
    expect(screen.getByTestId('plan-label').textContent).toBe('Free Plan');
    expect(screen.getByTestId('user-email').textContent).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Open settings' }).textContent).toBe('A');
    screen.getByTestId('meter-card');
    screen.getByTestId('meter-inline');
    await screen.findByText('No viewed companies yet');
  });

  it('hides the quota card and the sidebar meter for Pro users', () => {
    auth.current = signedIn('pro');
    renderWithQuery(<DashboardPage />, { route: '/dashboard' });
    expect(screen.getByTestId('plan-label').textContent).toBe('Pro Plan');
    expect(screen.queryByText('Your Analysis Quota')).toBeNull();
  });

  it("reads 'Loading...' while the plan is being fetched", () => {
    auth.current = signedIn('free', true);
    renderWithQuery(<DashboardPage />, { route: '/dashboard' });
    expect(screen.getByTestId('plan-label').textContent).toBe('Loading...');
  });

  it('shows the admin_required notice and the section from the URL, with the unread alerts badge', async () => {
    auth.current = signedIn('free');
    renderWithQuery(<DashboardPage />, { route: '/dashboard?page=upcoming&error=admin_required' });
    screen.getByRole('heading', { level: 1, name: 'Upcoming Releases' });
    screen.getByText('Administrator access required');
    await screen.findByText(/Save companies to see when they are expected to file/);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('button', { name: 'Upcoming Releases' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: /10Kai/ }).getAttribute('href')).toBe('/');
  });

  it('empty states point to a next step: example companies, search, what alerts will bring', async () => {
    auth.current = signedIn('free');
    renderWithQuery(<DashboardPage />, { route: '/dashboard' });
    await screen.findByRole('button', { name: 'Try Apple (AAPL)' });
    screen.getByRole('button', { name: 'Try NVIDIA (NVDA)' });
    screen.getByRole('button', { name: 'Try Coca-Cola (KO)' });
    cleanup();

    renderWithQuery(<DashboardPage />, { route: '/dashboard?page=saved' });
    await screen.findByText('No saved companies yet');
    screen.getByRole('button', { name: 'Search companies' });
    screen.getByRole('button', { name: 'Try Apple (AAPL)' });
    cleanup();

    renderWithQuery(<DashboardPage />, { route: '/dashboard?page=alerts' });
    await screen.findByText('No alerts yet');
    expect((await screen.findByTestId('alerts-badge')).textContent).toBe('3 unread');
  });
});
