import { test } from '@playwright/test';
import { openCompany, openDashboardAsNewUser } from './support';
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsNewUser(page);
  await page.getByRole('combobox', { name: 'Search companies' }).fill('software');
  await page.getByRole('option').first().waitFor();
  await page.screenshot({ path: '/tmp/shot-search.png' });
  await openCompany(page, 'apple', /Apple Inc\./);
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shot-detail.png' });
  await page.getByRole('button', { name: 'Save Company' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: '/tmp/shot-dialog.png' });
});
