import { getAlerts } from '@contract/alerts';
import { getTeams, setActiveTeam } from '@contract/teams';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    mockEndpoint(getTeams, () => ({ teams: [], activeTeamId: null }));
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

describe('AppShell navigation to the admin pages', () => {
  const renderAs = (isAdmin: boolean) => {
    auth.current = {
      loading: false,
      plan: 'free',
      isAdmin,
      user: { email: 'admin@example.com' } as AuthContextValue['user'],
      signOut: vi.fn(async () => {}),
    };
    mockEndpoint(getAlerts, () => ({ unread: 0, alerts: [] }));
    mockEndpoint(getTeams, () => ({ teams: [], activeTeamId: null }));
    renderWithQuery(
      <Routes>
        <Route
          path="/dashboard"
          element={
            <AppShell title="Dashboard" active="search">
              <p>page body</p>
            </AppShell>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/dashboard' },
    );
  };

  it('lists every admin page for an admin, and opens one', () => {
    renderAs(true);
    const admin = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(admin).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Data Manager', '/finnhub-import'],
      ['Import Companies', '/import'],
      ['Test Analysis', '/test-analysis'],
      ['Product Updates', '/product-updates'],
      ['Teams', '/admin-teams'],
      ['Audit Trail', '/audit'],
      ['Debug', '/debug'],
    ]);
    fireEvent.click(within(admin).getByRole('link', { name: 'Audit Trail' }));
    expect(screen.getByTestId('where').textContent).toBe('/audit');
  });

  it('shows a non-admin no admin navigation at all', () => {
    renderAs(false);
    screen.getByRole('navigation', { name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Debug' })).toBeNull();
  });
});

describe('AppShell team switcher in the header', () => {
  const team = (id: string, name: string) => ({
    id,
    name,
    slug: id,
    role: 'member' as const,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  const render = () => {
    auth.current = {
      loading: false,
      plan: 'free',
      user: { email: 'ana@example.com' } as AuthContextValue['user'],
      signOut: vi.fn(async () => {}),
    };
    mockEndpoint(getAlerts, () => ({ unread: 0, alerts: [] }));
    renderWithQuery(
      <AppShell title="Teams" active="settings">
        <p>page body</p>
      </AppShell>,
    );
  };

  it('offers Personal and each team, and makes the chosen one active', async () => {
    let active: string | null = 'east';
    mockEndpoint(getTeams, () => ({
      teams: [team('east', 'Sales East'), team('west', 'Sales West')],
      activeTeamId: active,
    }));
    const chosen = mockEndpoint(setActiveTeam, ({ body }) => {
      active = body.teamId;
      return undefined;
    });
    render();
    const header = screen.getByRole('banner');
    const switcher = await within(header).findByRole('combobox', { name: 'Active team' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Personal', 'Sales East', 'Sales West']);
    expect((switcher as HTMLSelectElement).value).toBe('east');
    await userEvent.selectOptions(switcher, 'Sales West');
    await expect.poll(() => chosen.calls[0]?.body).toEqual({ teamId: 'west' });
    await expect.poll(() => (switcher as HTMLSelectElement).value).toBe('west');
    await userEvent.selectOptions(switcher, 'Personal');
    await expect.poll(() => chosen.calls[1]?.body).toEqual({ teamId: null });
  });

  it('shows no switcher to a user on no team', async () => {
    const asked = mockEndpoint(getTeams, () => ({ teams: [], activeTeamId: null }));
    render();
    await expect.poll(() => asked.calls.length).toBe(1);
    expect(screen.queryByRole('combobox', { name: 'Active team' })).toBeNull();
  });
});
