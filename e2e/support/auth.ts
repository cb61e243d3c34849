import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

let sequence = 0;

export interface E2EUser {
  email: string;
  password: string;
  name: string;
}

export function newUser(prefix = 'user'): E2EUser {
  sequence += 1;
  return {
    email: `${prefix}-${Date.now()}-${process.pid}-${sequence}@e2e.test`,
    password: 'correct horse battery',
    name: `E2E ${prefix} ${sequence}`,
  };
}

/**
 * A client address of its own for one sign-up/sign-in. The e2e server trusts X-Forwarded-For (TRUST_PROXY), so the
 * per-IP auth limits (3 a path per 10 s) count this user's requests only, not those of specs running alongside.
 * 10.0–99.x.x: clear of the 10.100+ range the accounts specs use.
 */
function newClientIp(): string {
  return `10.${randomInt(100)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Posts to an auth endpoint; a 429 (a shared bucket after all) waits out the server's retry hint instead of failing. */
async function postAuth(page: Page, path: string, data: Record<string, string>, clientIp: string) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await page.request.post(path, {
      data,
      headers: { origin, 'x-forwarded-for': clientIp },
    });
    if (response.status() !== 429 || attempt >= 5) return response;
    const wait = Number(response.headers()['x-retry-after'] ?? response.headers()['retry-after'] ?? 5);
    await page.waitForTimeout(Math.min(Math.max(wait, 1), 15) * 1000);
  }
}

/**
 * Signs a user up and in through the real auth API from inside the page's browser context, so the session cookie
 * lands in the page. Sign-up itself opens no session (the answer must not reveal existing addresses). For flows
 * that are not themselves about signing in.
 */
export async function signUpAndSignIn(page: Page, user: E2EUser = newUser()): Promise<E2EUser> {
  const clientIp = newClientIp();
  const signUp = await postAuth(
    page,
    '/api/auth/sign-up/email',
    { email: user.email, password: user.password, name: user.name },
    clientIp,
  );
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await postAuth(
    page,
    '/api/auth/sign-in/email',
    { email: user.email, password: user.password },
    clientIp,
  );
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return user;
}

/** A fresh user, signed in inside the page's browser context, on the dashboard (or another signed-in path). */
export async function openDashboardAsNewUser(page: Page, path = '/dashboard', user = newUser('dashboard')) {
  await signUpAndSignIn(page, user);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return user;
}
