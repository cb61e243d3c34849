import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/accounts/auth-context';
import { usePageMeta } from '@/lib/page-meta';
import { AppShell } from '../app-shell';
import { SECTION_TITLES } from './dashboard-sections';
import { SectionContent } from './section-content';
import { useDashboardParams } from './use-dashboard-params';

export default function DashboardPage() {
  const auth = useAuth();
  const nav = useDashboardParams();
  const title = SECTION_TITLES[nav.section];
  const isPro = !auth.loading && auth.plan === 'pro';
  usePageMeta(title);

  return (
    <AppShell
      title={title}
      active={nav.section === 'myDetails' ? 'settings' : nav.section}
      onNavigate={nav.goToSection}
    >
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
    </AppShell>
  );
}
