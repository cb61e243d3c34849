import { expect, type Page } from '@playwright/test';
import { newUser } from '../support/auth';

/** The auth endpoints are rate limited per IP; a crowded test run waits its turn instead of failing. */
async function postWithRetry(page: Page, path: string, data: Record<string, string>) {
  const origin = new URL(
    page.url().startsWith('http') ? page.url() : (process.env.E2E_BASE_URL ?? 'http://localhost:3100'),
  ).origin;
  for (let attempt = 0; ; attempt += 1) {
    const response = await page.request.post(path, { data, headers: { origin } });
    if (response.status() !== 429 || attempt >= 8) return response;
    const wait = Number(response.headers()['x-retry-after'] ?? response.headers()['retry-after'] ?? 5);
    await page.waitForTimeout(Math.min(Math.max(wait, 1), 15) * 1000);
  }
}

/** A fresh user, signed in inside the page's browser context, on the dashboard. */
export async function openDashboardAsNewUser(page: Page, path = '/dashboard') {
  const user = newUser('companies');
  await page.goto('/');
  const signUp = await postWithRetry(
    page,
    '/api/auth/sign-up/email',
    user as unknown as Record<string, string>,
  );
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await postWithRetry(page, '/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return user;
}

/** Types into the company search box and picks the option with this name. */
export async function openCompany(page: Page, query: string, name: string | RegExp) {
  const box = page.getByRole('combobox', { name: 'Search companies' });
  await box.fill(query);
  await page.getByRole('option', { name }).first().click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}
