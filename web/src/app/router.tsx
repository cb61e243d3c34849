import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { RequireAdmin, RequireAuth } from './guards';
import { PageFallback } from './page-fallback';

type PageModule<P = object> = { default: ComponentType<P> };

/*
 * Every page is its own chunk (a visitor to `/` never downloads dashboard or admin code). Declarative routes rather
 * than a data router keep the landing page within its 100 KB JavaScript budget: see docs/decisions/0010-web-*.
 */
const page = (load: () => Promise<PageModule>) => lazy(load);

/** A signed-in page: TanStack Query (its own chunk) is loaded alongside it and wraps it. */
const appPage = <P extends object>(load: () => Promise<PageModule<P>>) =>
  lazy(async () => {
    const [{ QueryProvider }, { default: Page }] = await Promise.all([import('./query-provider'), load()]);
    return {
      default: function WithQuery(props: P) {
        return (
          <QueryProvider>
            <Page {...props} />
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
// Its form uses TanStack Query: a visitor downloads it only on this page, never with the landing page.
const ContactSalesPage = appPage(() => import('@/features/public/pages/contact-sales-page'));
const LoginPage = appPage(() => import('@/features/accounts/pages/login-page'));
const SsoSignInPage = appPage(() => import('@/features/accounts/pages/sso-sign-in-page'));
const AuthCallbackPage = appPage(() => import('@/features/accounts/pages/auth-callback-page'));
const ResetPasswordPage = appPage(() => import('@/features/accounts/pages/reset-password-page'));
const DashboardPage = appPage(() => import('@/app/dashboard/dashboard-page'));
const AccountPage = appPage(() => import('@/app/account/account-page'));
const ProfilePage = appPage(() => import('@/app/profile/profile-page'));
const PassagePage = appPage(() => import('@/features/filings/pages/passage-page'));
const TeamsRoutes = appPage(() => import('@/features/teams/pages/teams-routes'));
const OtherRoutes = appPage(() => import('./other-routes'));

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
          <Route path="contact-sales" element={<ContactSalesPage />} />
          <Route path="hubspot-error" element={<HubspotErrorPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="login/sso" element={<SsoSignInPage />} />
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
          {/* The admin pages, and home for any other path. */}
          <Route path="*" element={<OtherRoutes adminGuard={RequireAdmin} />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
