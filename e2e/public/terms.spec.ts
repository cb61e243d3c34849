import { expect, test } from '@playwright/test';

test('/terms is a real Terms of Service page, linked from the sign-in page and the footer', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page).toHaveTitle('Terms of Service | 10Kai');
  await expect(page.locator('article section h2').first()).toHaveText('1. The Service');
  await expect(page.getByText(/Nothing in 10Kai is investment, legal or financial advice/)).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
});
