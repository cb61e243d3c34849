import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/accounts/auth-context';
import { ADMIN_PAGES } from '@/features/admin';
import { AlertsBadge } from '@/features/alerts';
import { UsageBanner, UsageMeter } from '@/features/analysis';
import { CrmExportResume } from '@/features/crm';
import { TeamSwitcher } from '@/features/teams';
import { DashboardHeader } from './dashboard/dashboard-header';
import type { Section } from './dashboard/dashboard-sections';
import { DashboardSidebar } from './dashboard/dashboard-sidebar';

function planLabel(loading: boolean, plan: string): string {
  if (loading) return 'Loading...';
  return plan === 'pro' ? 'Pro Plan' : 'Free Plan';
}

interface AppShellProps {
  /** The page's one h1, in the header. */
  title: string;
  /** The sidebar entry shown as current. */
  active: Section;
  /** Section navigation; by default the sidebar opens that dashboard section. */
  onNavigate?: (section: Section) => void;
  children: ReactNode;
}

/**
 * The signed-in frame: sidebar (a drawer on small screens), header with the page title, plan and avatar, and the
 * usage banner for free users. The dashboard, /account and /profile all sit inside it.
 */
export function AppShell({ title, active, onNavigate, children }: AppShellProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const sidebarId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const isPro = !auth.loading && auth.plan === 'pro';

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  function goTo(section: Section) {
    setMenuOpen(false);
    if (onNavigate) onNavigate(section);
    else navigate(`/dashboard?page=${section}`);
  }

  async function signOut() {
    try {
      await auth.signOut();
    } finally {
      navigate('/', { replace: true });
    }
  }

  return (
    <div className="flex min-h-dvh bg-muted/30">
      <DashboardSidebar
        id={sidebarId}
        active={active}
        open={menuOpen}
        onNavigate={goTo}
        onSignOut={() => void signOut()}
        usageMeter={isPro ? undefined : <UsageMeter variant="inline" />}
        badges={{ alerts: <AlertsBadge /> }}
        adminPages={auth.isAdmin ? ADMIN_PAGES : undefined}
      />
      {menuOpen && (
        <button
          type="button"
          aria-label="Close menu"
          tabIndex={-1}
          className="fixed inset-0 z-30 bg-black/40 md:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <DashboardHeader
          title={title}
          email={auth.user?.email ?? ''}
          planLabel={planLabel(auth.loading, auth.plan)}
          menuOpen={menuOpen}
          sidebarId={sidebarId}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          onOpenSettings={() => goTo('settings')}
          teamSwitcher={<TeamSwitcher />}
        />
        <main className="mx-auto w-full min-w-0 max-w-6xl flex-1 space-y-6 p-4 md:p-6">{children}</main>
        <CrmExportResume />
        {!isPro && <UsageBanner />}
      </div>
    </div>
  );
}
