import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { totpFromUri } from '../../server/accounts/testing/totp';
import { latestMail } from '../../server/mail/outbox';
import { E2E_DATA_DIR, E2E_PORT } from '../playwright.config';
import { type E2EUser, newUser } from '../support/auth';

export { type E2EUser, expect, newUser, totpFromUri };

const dataDir = path.resolve(process.env.PUBLIC_E2E_DATA_DIR ?? E2E_DATA_DIR);
let ipSequence = 0;

/**
 * Each test speaks from its own client address (the e2e server trusts X-Forwarded-For), so the per-IP auth rate
 * limits (3 sign-ins / 10 s) count this test's requests only, not those of specs running alongside.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    ipSequence += 1;
    await use({
      'x-forwarded-for': `10.${100 + testInfo.workerIndex}.${Math.floor(ipSequence / 250)}.${ipSequence % 250}`,
    });
  },
});

/** The newest link in a mail the e2e server kept in its outbox. */
export async function mailLink(to: string, subjectPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await latestMail(dataDir, to, subjectPart))?.links[0]), { timeout: 10_000 })
    .toBeTruthy();
  return link ?? '';
}

/** Creates the account through the API (verification link followed), signed out. */
export async function createVerifiedUser(page: Page, user: E2EUser = newUser('accounts')): Promise<E2EUser> {
  const origin = new URL(page.url().startsWith('http') ? page.url() : `http://localhost:${E2E_PORT}`).origin;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.name },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const link = new URL(await mailLink(user.email, 'Verify'));
  await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
  return user;
}

/** Signs in through the real form. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
