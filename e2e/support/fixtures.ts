import { test as base } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { type E2EUser, newUser, openDashboardAsNewUser, signUpAndSignIn } from './auth';

interface Fixtures {
  /** A fresh user, signed in, on the dashboard: the start of most flows that are not about signing in. */
  signedIn: E2EUser;
  /** The e2e server's administrator (ADMIN_EMAILS), signed in, on the landing page. */
  admin: E2EUser;
}

/** `test` with the sign-ins specs share, so each spec names who it is instead of repeating the steps. */
export const test = base.extend<Fixtures>({
  signedIn: async ({ page }, use) => {
    await use(await openDashboardAsNewUser(page));
  },
  admin: async ({ page }, use) => {
    await page.goto('/');
    await use(await signUpAndSignIn(page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL }));
  },
});

export { expect } from '@playwright/test';
