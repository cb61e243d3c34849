import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/features/accounts/auth-context';
import { PageFallback } from './page-fallback';

/** Signed-in users only: a spinner while the session loads, otherwise /login (history replaced). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageFallback label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}

/** Admins only: no user → /login; a non-admin → the dashboard with `error=admin_required`. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  if (loading) return <PageFallback label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace />;
  if (!isAdmin) return <Navigate to="/dashboard?error=admin_required" replace />;
  return children;
}
