import { request as playwrightRequest } from '@playwright/test';
import { createVerifiedUser, expect, signInWithForm, test } from './support';

test('browser sign-in shows no token to scripts; an API token made on /account works until revoked', async ({
  page,
  baseURL,
}) => {
  const user = await createVerifiedUser(page);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
  await signInWithForm(page, user.email, user.password);
  const answer = await signIn;
  expect(answer.headers()['set-auth-token']).toBeUndefined();
  expect(await answer.json()).not.toHaveProperty('token');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account');
  await page.getByLabel('Token name').fill('Nightly export');
  await page.getByLabel('Access').selectOption('read');
  await page.getByRole('button', { name: 'Create Token' }).click();
  const token = await page.getByLabel('New API token').inputValue();
  expect(token).toMatch(/^10kai_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('api-token-row')).toContainText('Nightly export');

  // A script: no cookies, only the token.
  const script = await playwrightRequest.newContext({ baseURL });
  const headers = { authorization: `Bearer ${token}` };
  expect((await script.get('/api/me', { headers })).status()).toBe(200);
  expect((await script.post('/api/lists', { headers, data: { name: 'From a script' } })).status()).toBe(403);

  await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  expect((await script.get('/api/me', { headers })).status()).toBe(401);
  await script.dispose();
});
