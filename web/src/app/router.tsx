import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RouteErrorPage } from './error-boundary';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';

type PageModule = { default: ComponentType };

/** Every page is its own chunk: a visitor to `/` never downloads dashboard or admin code. */
const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: page(() => import('@/features/public/pages/landing-page')) },
      { path: 'pricing', lazy: page(() => import('@/features/public/pages/pricing-page')) },
      { path: 'privacy', lazy: page(() => import('@/features/public/pages/privacy-page')) },
      { path: 'hubspot-error', lazy: page(() => import('@/features/public/pages/hubspot-error-page')) },
      {
        path: 'login',
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [{ index: true, lazy: page(() => import('@/features/accounts/pages/login-page')) }],
      },
      { path: 'auth/callback', lazy: page(() => import('@/features/accounts/pages/auth-callback-page')) },
      { path: 'reset-password', lazy: page(() => import('@/features/accounts/pages/reset-password-page')) },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: 'dashboard', lazy: page(() => import('@/app/dashboard/dashboard-page')) },
          { path: 'account', lazy: page(() => import('@/features/billing/pages/account-page')) },
          { path: 'profile', lazy: page(() => import('@/features/accounts/pages/profile-page')) },
        ],
      },
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          { path: 'test-analysis', lazy: page(() => import('@/features/analysis/pages/test-analysis-page')) },
          { path: 'import', lazy: page(() => import('@/features/admin/pages/import-page')) },
          { path: 'finnhub-import', lazy: page(() => import('@/features/admin/pages/finnhub-import-page')) },
          { path: 'debug', lazy: page(() => import('@/features/admin/pages/debug-page')) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
