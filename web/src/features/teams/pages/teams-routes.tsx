import { lazy } from 'react';
import { Route, Routes } from 'react-router';

/*
 * `/teams/*` in one light chunk that loads its pages itself: the landing page's entry then lists two dependencies
 * for teams instead of the pages' forty-odd, which keeps it within its 100 KB budget (ADR 0010).
 */
const TeamsPage = lazy(() => import('./teams-page'));
const AcceptInvitationPage = lazy(() => import('./accept-invitation-page'));

export default function TeamsRoutes() {
  return (
    <Routes>
      <Route index element={<TeamsPage />} />
      <Route path="invitations/:token" element={<AcceptInvitationPage />} />
    </Routes>
  );
}
