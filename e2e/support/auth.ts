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
 * Signs a user up and in through the real auth API from inside the page's browser context, so the session cookie
 * lands in the page. Sign-up itself opens no session (the answer must not reveal existing addresses). For flows
 * that are not themselves about signing in.
 */
export async function signUpAndSignIn(page: Page, user: E2EUser = newUser()): Promise<E2EUser> {
  const headers = { origin: process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}` };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.name },
    headers,
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers,
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return user;
}
