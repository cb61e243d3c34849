import type { TestApp, TestUser } from '#server/test/create-test-app.ts';

/** Drives a provider's OAuth round trip against its fake: start → fake consent → our callback. */
export async function connectCrm(
  t: TestApp,
  user: TestUser,
  provider: 'salesforce' | 'hubspot',
  options: { returnTo?: string; tamperState?: (state: string) => string } = {},
): Promise<Response> {
  const start = await t.request(
    `/api/${provider}/auth/start?returnTo=${encodeURIComponent(options.returnTo ?? '/dashboard')}`,
    { as: user },
  );
  if (start.status !== 200) throw new Error(`auth/start answered ${start.status}: ${await start.text()}`);
  const { authUrl } = (await start.json()) as { authUrl: string };
  const consent = await fetch(authUrl, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location') ?? '');
  if (options.tamperState) {
    callback.searchParams.set('state', options.tamperState(callback.searchParams.get('state') ?? ''));
  }
  return t.request(`${callback.pathname}${callback.search}`, { as: user });
}
