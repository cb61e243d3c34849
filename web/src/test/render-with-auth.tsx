import { type Account, getMe } from '@contract/accounts';
import { getPublicConfig, type PublicConfig } from '@contract/health';
import type { Plan } from '@contract/plans';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '@/features/accounts/auth-context';
import { mockSession } from '@/test/better-auth';
import { mockEndpoint, type Resolver } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';

export const ALICE = {
  id: 'u1',
  email: 'alice@example.com',
  name: 'Alice Example',
  emailVerified: true,
  image: null,
  createdAt: '2025-01-05T10:00:00.000Z',
};

/** `GET /api/me` for Alice, with `changes`, on `plan`. */
export function aliceAccount(changes: Partial<typeof ALICE> = {}, plan: Plan = 'free'): Account {
  return { user: { ...ALICE, ...changes, isAdmin: false, plan }, isAdmin: false, plan };
}

/** What a server without social providers or billing answers; sign-up waits for a verified address. */
export const PUBLIC_CONFIG: PublicConfig = {
  salesEmail: 'sales@10kai.app',
  privacyEmail: 'privacy@10kai.app',
  billingEnabled: false,
  providers: { google: false, linkedin: false },
  emailVerificationRequired: true,
  aiAnalysis: false,
};

/** Where the router ended up: rendered by every route the tests do not render for real. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` at `route` inside the real AuthProvider, against msw: Better Auth's session (signed out unless
 * `signedIn`, which may be a function asked at each check), `/api/me` (Alice on Free unless `me`) and
 * `/api/public-config` (`publicConfig`). Other endpoints are the test's to mock; other paths render their address.
 */
export function renderWithAuth(
  ui: ReactElement,
  {
    route,
    path,
    signedIn = false,
    me = () => aliceAccount(),
    publicConfig = PUBLIC_CONFIG,
  }: {
    route: string;
    path: string;
    signedIn?: boolean | (() => boolean);
    me?: Resolver<typeof getMe>;
    publicConfig?: PublicConfig;
  },
) {
  mockSession(() => ((typeof signedIn === 'function' ? signedIn() : signedIn) ? ALICE : null));
  mockEndpoint(getMe, me);
  const config = mockEndpoint(getPublicConfig, () => publicConfig);
  const view = renderWithQuery(
    <AuthProvider>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<Location />} />
      </Routes>
    </AuthProvider>,
    { route },
  );
  return { ...view, publicConfigCalls: config.calls };
}
