/**
 * Plays the browser against the fake OpenID provider (fake-oidc-provider.ts) in server tests: opens the app's
 * authorization URL, follows the provider's redirects with a cookie jar of its own, submits the sign-in form with
 * `email` (field `login`, any password) and returns the first redirect that leaves the provider — the app's
 * redirect URI with `code`, `state` and `iss` (or `error` when the provider refused the request). Every call is a
 * fresh browser: there is no provider session to reuse, so the form is always shown and filled.
 * Throws, with the provider's page, when the provider answers with anything but a redirect or its sign-in form
 * (an unknown client, a redirect URI that is not registered, a missing PKCE challenge...).
 */
export async function signInAtFakeProvider(authorizationUrl: string | URL, email: string): Promise<URL> {
  const providerOrigin = new URL(authorizationUrl).origin;
  const cookies = new Map<string, string>();
  let request: { url: URL; form?: URLSearchParams } = { url: new URL(authorizationUrl) };
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      body: request.form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    keepCookies(cookies, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.origin !== providerOrigin) return next;
      request = { url: next };
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || request.form) {
      throw new Error(
        `The fake OpenID provider answered ${response.status} at ${request.url}: ${page.slice(0, 500)}`,
      );
    }
    request = { url: new URL(action, request.url), form: loginForm(email) };
  }
  throw new Error(`The fake OpenID provider did not send ${email} back to the app within 10 redirects.`);
}

function loginForm(email: string): URLSearchParams {
  return new URLSearchParams({ login: email, password: 'any-password' });
}

/** Cookie paths are ignored: the provider scopes its cookies by name, and a cleared cookie comes back empty. */
function keepCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const header of setCookies) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (value === '' || /;\s*expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}
