import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginFor, useAuth } from '@/features/accounts/auth-context';
import { PageFallback } from './page-fallback';

/**
 * Signed-in users only: a spinner while the session loads, otherwise /login (history replaced), which comes back
 * here after sign-in (a link in a mail opens its screen either way).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <PageFallback label="Checking your session" />;
  if (!user) return <Navigate to={loginFor(pathname + search)} replace />;
  return children;
}

/** Admins only: no user → /login; a non-admin → the dashboard with `error=admin_required`. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <PageFallback label="Checking your session" />;
  if (!user) return <Navigate to={loginFor(pathname + search)} replace />;
  if (!isAdmin) return <Navigate to="/dashboard?error=admin_required" replace />;
  return children;
}
