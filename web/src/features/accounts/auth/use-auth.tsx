import type * as accounts from '@contract/accounts';
import type { ClientResult } from '@contract/endpoint';
import type { Plan } from '@contract/plans';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError, request } from '@/lib/api-client';
import { callPublicRoute, publicRoutes } from '@/lib/public-routes';

/*
 * Auth state lives in the app shell, which every page loads, including the landing page with its 100 KB JavaScript
 * budget: keep this file on plain calls (no TanStack Query, no Better Auth client, no zod), `/api/me` through the
 * zod-free `publicRoutes`.
 */

interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  image?: string | null;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean | null;
  createdAt?: string;
}

interface AuthSession {
  id?: string;
  expiresAt?: string;
}

interface AuthState {
  session: AuthSession | null;
  user: AuthUser | null;
  isAdmin: boolean;
  plan: Plan;
}

interface SessionResponse {
  session: AuthSession;
  user: AuthUser;
}

const SIGNED_OUT: AuthState = { session: null, user: null, isAdmin: false, plan: 'free' };

/**
 * Better Auth's get-session answers 200 `null` when signed out, so a visitor's page load logs no failed request;
 * only a signed-in user then asks `/api/me` for the app's own view (admin flag, plan).
 */
async function fetchAuthState(): Promise<AuthState> {
  let current: SessionResponse | null;
  try {
    // Better Auth's own endpoint, not in the contract (ADR 0200).
    current = await request<SessionResponse | null>('GET', '/auth/get-session', undefined);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return SIGNED_OUT;
    throw error;
  }
  if (!current?.user) return SIGNED_OUT;

  let me: ClientResult<typeof accounts.getMe> | null = null;
  try {
    me = await callPublicRoute(publicRoutes.getMe);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return SIGNED_OUT;
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return {
    session: current.session ?? {},
    user: { ...current.user, ...me?.user },
    isAdmin: me?.isAdmin ?? false,
    plan: me?.plan ?? 'free',
  };
}

/** Drops every cached query of the previous user; the cache module is only loaded if some page used it. */
async function clearQueryCache(): Promise<void> {
  const { queryClient } = await import('@/lib/query-client');
  queryClient.clear();
}

export interface AuthContextValue extends AuthState {
  loading: boolean;
  error: Error | null;
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(SIGNED_OUT);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    // Only the newest check may write: an older, slower answer must not overwrite a sign-in or sign-out.
    const ticket = ++latest.current;
    try {
      const next = await fetchAuthState();
      if (ticket !== latest.current) return;
      setState(next);
      setError(null);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setState(SIGNED_OUT);
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signOut = useCallback(async () => {
    latest.current++;
    try {
      await request('POST', '/auth/sign-out', {});
    } catch (signOutError) {
      // Like the spec's client: an already-ended session is not an error worth stopping for.
      if (!(signOutError instanceof ApiError && [401, 403, 404].includes(signOutError.status)))
        throw signOutError;
    } finally {
      setState(SIGNED_OUT);
      setError(null);
      setLoading(false);
      await clearQueryCache();
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, loading, error, refresh, signOut }),
    [state, loading, error, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** For components that may render outside the provider (e.g. in isolated component tests): null there. */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
