import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/*
 * The admin pages live here rather than in the route table: the table is in the landing page's first chunk, whose
 * JavaScript budget (ADR 0010) has no room for a route per admin page. Each path matches the admin menu's
 * (`ADMIN_PAGES`); `other-routes.test.tsx` holds the two lists together.
 */
export const ADMIN_ROUTES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/test-analysis': lazy(() => import('@/features/analysis/pages/test-analysis-page')),
  '/import': lazy(() => import('@/features/admin/pages/import-page')),
  '/finnhub-import': lazy(() => import('@/features/admin/pages/finnhub-import-page')),
  '/debug': lazy(() => import('@/features/admin/pages/debug-page')),
  '/audit': lazy(() => import('@/features/admin/pages/audit-page')),
  '/product-updates': lazy(() => import('@/features/admin/pages/product-updates-page')),
  '/admin-teams': lazy(() => import('@/features/admin/pages/admin-teams-page')),
};

/**
 * Any path the route table does not name: an admin page behind the admin guard, or else home. The router hands the
 * guard in, so this chunk does not import the sign-in state the first chunk already holds (importing it here made
 * the bundler split it out of that chunk).
 */
export default function OtherRoutes({
  adminGuard: Guard,
}: {
  adminGuard: ComponentType<{ children: ReactNode }>;
}) {
  const Page = ADMIN_ROUTES[useLocation().pathname.replace(/\/+$/, '')];
  return Page ? (
    <Guard>
      <Page />
    </Guard>
  ) : (
    <Navigate to="/" replace />
  );
}
