import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/accounts/auth/use-auth';
import { UsageBanner } from '@/features/analysis/components/usage-banner';
import { UsageMeter } from '@/features/analysis/components/usage-meter';
import { usePageMeta } from '@/lib/page-meta';
import { DashboardHeader } from './dashboard-header';
import { SECTION_TITLES, type Section } from './dashboard-sections';
import { DashboardSidebar } from './dashboard-sidebar';
import { SectionContent } from './section-content';
import { useDashboardParams } from './use-dashboard-params';

function planLabel(loading: boolean, plan: string): string {
  if (loading) return 'Loading...';
  return plan === 'pro' ? 'Pro Plan' : 'Free Plan';
}

export default function DashboardPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const nav = useDashboardParams();
  const sidebarId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const title = SECTION_TITLES[nav.section];
  const isPro = !auth.loading && auth.plan === 'pro';
  usePageMeta(title);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  function goTo(section: Section) {
    setMenuOpen(false);
    nav.goToSection(section);
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
        active={nav.section === 'myDetails' ? 'settings' : nav.section}
        open={menuOpen}
        onNavigate={goTo}
        onSignOut={() => void signOut()}
        usageMeter={isPro ? undefined : <UsageMeter variant="inline" />}
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
        />
        <main className="mx-auto w-full max-w-6xl flex-1 space-y-6 p-4 md:p-6">
          {nav.error === 'admin_required' && (
            <Alert variant="warning">
              <AlertTitle>Administrator access required</AlertTitle>
              <AlertDescription>
                <span>The page you tried to open is only available to administrators.</span>
                <Button variant="link" className="h-auto p-0" onClick={nav.dismissError}>
                  Dismiss
                </Button>
              </AlertDescription>
            </Alert>
          )}
          <SectionContent nav={nav} isPro={isPro} />
        </main>
        {!isPro && <UsageBanner />}
      </div>
    </div>
  );
}
