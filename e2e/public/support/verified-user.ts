import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { type E2EUser, newUser } from '../../support/auth';

const dataDir = path.resolve(process.env.PUBLIC_E2E_DATA_DIR ?? E2E_DATA_DIR);
const origin = `http://localhost:${process.env.E2E_PORT ?? E2E_PORT}`;

function verificationLink(email: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string };
    if (mail.to !== email) continue;
    const link = mail.text.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
    if (link) return link;
  }
  return null;
}

/**
 * A signed-in user in the page's browser context: sign up, follow the verification e-mail the server wrote to its
 * outbox, then sign in through the real auth API (the session cookie lands in the page).
 */
export async function signInVerifiedUser(page: Page, user: E2EUser = newUser('public')): Promise<E2EUser> {
  const headers = { origin };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.name },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  let link: string | null = null;
  await expect.poll(() => (link = verificationLink(user.email)), { timeout: 10_000 }).not.toBeNull();
  const verify = await page.request.get(new URL(link!).pathname + new URL(link!).search, { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return user;
}
