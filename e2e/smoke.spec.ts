import { expect, test } from '@playwright/test';

test('the production build serves the app and a healthy API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle(/10Kai/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(errors).toEqual([]);
});

test('deep links are served by the SPA fallback', async ({ page }) => {
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
});
