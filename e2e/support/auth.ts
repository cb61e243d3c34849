import type { Page } from '@playwright/test';

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
 * Signs a user up through the real auth API from inside the page's browser context, so the session cookie
 * lands in the page. For flows that are not themselves about signing in.
 */
export async function signUpAndSignIn(page: Page, user: E2EUser = newUser()): Promise<E2EUser> {
  const baseURL = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).origin;
  const origin = process.env.E2E_BASE_URL ?? (baseURL === 'http://localhost' ? undefined : baseURL);
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.name },
    headers: { origin: origin ?? `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}
