import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '@/features/accounts/auth-context';
import { renderWithQuery, stubFetch } from '@/test/render-with-query';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Answer = (method: string, path: string, body: unknown) => Reply | Promise<Reply> | undefined;

export const ALICE = {
  id: 'u1',
  email: 'alice@example.com',
  name: 'Alice Example',
  createdAt: '2025-01-05T10:00:00.000Z',
};

/** Where the router ended up: rendered by every route the tests do not render for real. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` at `route` inside the real AuthProvider, with `fetch` stubbed: `answer` replies first, then the
 * defaults (signed out unless `signedIn`, no social providers). Other paths render their address.
 */
export function renderWithAuth(
  ui: ReactElement,
  {
    route,
    path,
    signedIn = false,
    answer,
  }: { route: string; path: string; signedIn?: boolean; answer?: Answer },
) {
  const { calls, fetchStub } = stubFetch(async (method, url, body) => {
    const custom = await answer?.(method, url.pathname, body);
    if (custom) return custom;
    if (url.pathname === '/api/auth/get-session') {
      return { body: signedIn ? { session: { id: 's1' }, user: ALICE } : null };
    }
    if (url.pathname === '/api/me') return { body: { user: ALICE, isAdmin: false, plan: 'free' } };
    if (url.pathname === '/api/public-config')
      return { body: { providers: { google: false, linkedin: false } } };
    return { status: 404, body: { error: 'Not found' } };
  });
  vi.stubGlobal('fetch', fetchStub);
  const view = renderWithQuery(
    <AuthProvider>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<Location />} />
      </Routes>
    </AuthProvider>,
    { route },
  );
  return { calls, ...view };
}
