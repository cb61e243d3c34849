import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { RequireAdmin, RequireAuth } from './guards';
import { PageFallback } from './page-fallback';

type PageModule = { default: ComponentType };

/*
 * Every page is its own chunk (a visitor to `/` never downloads dashboard or admin code). Declarative routes rather
 * than a data router keep the landing page within its 100 KB JavaScript budget: see docs/decisions/0010-web-*.
 */
const page = (load: () => Promise<PageModule>) => lazy(load);

/** A signed-in page: TanStack Query (its own chunk) is loaded alongside it and wraps it. */
const appPage = (load: () => Promise<PageModule>) =>
  lazy(async () => {
    const [{ QueryProvider }, { default: Page }] = await Promise.all([import('./query-provider'), load()]);
    return {
      default: function WithQuery() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  });

const LandingPage = page(() => import('@/features/public/pages/landing-page'));
const PricingPage = page(() => import('@/features/public/pages/pricing-page'));
const PrivacyPage = page(() => import('@/features/public/pages/privacy-page'));
const TermsPage = page(() => import('@/features/public/pages/terms-page'));
const DemoPage = page(() => import('@/features/public/pages/demo-page'));
const HubspotErrorPage = page(() => import('@/features/public/pages/hubspot-error-page'));
const LoginPage = appPage(() => import('@/features/accounts/pages/login-page'));
const AuthCallbackPage = appPage(() => import('@/features/accounts/pages/auth-callback-page'));
const ResetPasswordPage = appPage(() => import('@/features/accounts/pages/reset-password-page'));
const DashboardPage = appPage(() => import('@/app/dashboard/dashboard-page'));
const AccountPage = appPage(() => import('@/app/account/account-page'));
const ProfilePage = appPage(() => import('@/app/profile/profile-page'));
const PassagePage = appPage(() => import('@/features/filings/pages/passage-page'));
const TeamsRoutes = appPage(() => import('@/features/teams/pages/teams-routes'));
const TestAnalysisPage = appPage(() => import('@/features/analysis/pages/test-analysis-page'));
const ImportPage = appPage(() => import('@/features/admin/pages/import-page'));
const FinnhubImportPage = appPage(() => import('@/features/admin/pages/finnhub-import-page'));
const DebugPage = appPage(() => import('@/features/admin/pages/debug-page'));
const AuditPage = appPage(() => import('@/features/admin/pages/audit-page'));
const ProductUpdatesPage = appPage(() => import('@/features/admin/pages/product-updates-page'));

/** A new page starts at the top, unless the address names an anchor (the page scrolls to it itself). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only, by design.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function AuthOnly() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

function AdminOnly() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}

/** The whole route table. Any unknown path goes home. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="demo" element={<DemoPage />} />
          <Route path="hubspot-error" element={<HubspotErrorPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="auth/callback" element={<AuthCallbackPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          {/* Guards itself: a signed-out visitor goes to /login?redirect=account and comes back. */}
          <Route path="account" element={<AccountPage />} />
          <Route element={<AuthOnly />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="passage/:accession" element={<PassagePage />} />
            <Route path="teams/*" element={<TeamsRoutes />} />
          </Route>
          <Route element={<AdminOnly />}>
            <Route path="test-analysis" element={<TestAnalysisPage />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="finnhub-import" element={<FinnhubImportPage />} />
            <Route path="debug" element={<DebugPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="product-updates" element={<ProductUpdatesPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
