/** Where single sign-on sends people on the sign-in screens, and what the sign-in page says when it failed. */

/** Why a sign-in through single sign-on ended back on the sign-in page (`?sso_error=` from the server's callback). */
const SSO_ERRORS: Record<string, string> = {
  expired: 'That single sign-on attempt expired or was already used. Try again.',
  provider: 'Your identity provider did not sign you in.',
  domain: "Your identity provider vouched for an address outside your team's domain.",
  full: "Your team has no free seat for you. Ask your team's admin.",
  unavailable: 'Single sign-on is no longer set up for your team.',
};

/** The sign-in page's message for `?sso_error=`; a reason this page does not know still says what happened. */
export function ssoErrorText(reason: string | null): string | null {
  if (reason === null) return null;
  return SSO_ERRORS[reason] ?? 'Single sign-on did not sign you in. Try again.';
}

/** The single sign-on page for `email` (prefilled), coming back to `redirect` afterwards. */
export function ssoSignInPath(email: string | null, redirect: string | null): string {
  const search = new URLSearchParams();
  if (email) search.set('email', email);
  if (redirect) search.set('redirect', redirect);
  const query = search.toString();
  return query ? `/login/sso?${query}` : '/login/sso';
}
