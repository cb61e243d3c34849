import { getAlerts } from '@contract/alerts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/features/accounts/auth-context';
import { mockEndpoint } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { AppShell } from './app-shell';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthContextValue> }));
vi.mock('@/features/accounts/auth/use-auth', () => ({ useAuth: () => auth.current }));
vi.mock('@/features/analysis/components/usage-meter', () => ({ UsageMeter: () => null }));
vi.mock('@/features/analysis/components/usage-banner', () => ({ UsageBanner: () => null }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

afterEach(cleanup);

describe('AppShell around a page outside the dashboard', () => {
  it('shows the title, the e-mail and the sidebar, whose sections open the dashboard', () => {
    auth.current = {
      loading: false,
      plan: 'free',
      user: { email: 'a-very-long-address-for-a-phone@example.com' } as AuthContextValue['user'],
      signOut: vi.fn(async () => {}),
    };
    mockEndpoint(getAlerts, () => ({ unread: 0, alerts: [] }));
    renderWithQuery(
      <Routes>
        <Route
          path="/account"
          element={
            <AppShell title="Account Settings" active="settings">
              <p>page body</p>
            </AppShell>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/account' },
    );
    screen.getByRole('heading', { level: 1, name: 'Account Settings' });
    within(screen.getByRole('main')).getByText('page body');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('button', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Saved Companies' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?page=saved');
  });
});
