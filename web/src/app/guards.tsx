import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/accounts/auth/use-auth';
import { safeRedirectPath } from '@/lib/redirect';

/** Signed-in users only: a spinner while the session loads, otherwise /login (history replaced). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}

/** Admins only: no user → /login; a non-admin → the dashboard with `error=admin_required`. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (!isAdmin) return <Navigate to="/dashboard?error=admin_required" replace />;
  return children;
}

/** For /login: a signed-in user goes on to `?redirect=` (when safe) or the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  if (!loading && user) return <Navigate to={safeRedirectPath(params.get('redirect'))} replace />;
  return children;
}
