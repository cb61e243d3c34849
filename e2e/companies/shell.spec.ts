import { openDashboardAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('the dashboard shell: sections in the URL, header, empty alerts, free-plan limit', async ({ page }) => {
  const user = await openDashboardAsNewUser(page, '/dashboard?page=alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByText('No alerts yet')).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveText(user.email);
  await expect(page.getByTestId('plan-label')).toHaveText('Free Plan');
  await expect(page.getByRole('button', { name: 'Open settings' })).toHaveText(user.email[0]!.toUpperCase());

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('button', { name: 'Upcoming Releases' }).click();
  await expect(page).toHaveURL(/page=upcoming/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Releases' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Releases' })).toBeVisible();

  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/dashboard?error=admin_required');
  await expect(page.getByText('Administrator access required')).toBeVisible();

  await expect(page.getByRole('link', { name: /10Kai/ }).first()).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test("a free user sees 'Your Analysis Quota' on the search section", async ({
  page,
  signedIn: _signedIn,
}) => {
  await expect(page.getByText('Your Analysis Quota')).toBeVisible();
  await expect(page.getByTestId('usage-meter-inline')).toBeVisible();
});

test('the free plan stops at 5 saved companies with an Upgrade to Pro link', async ({
  page,
  signedIn: _signedIn,
}) => {
  for (const ticker of ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'META', 'TSLA']) {
    await page.goto(`/dashboard?page=search&company=${ticker}`);
    await page.getByRole('button', { name: 'Save Company' }).click();
    const dialog = page.getByRole('dialog');
    if (ticker === 'AAPL') await dialog.getByLabel('List Name').fill('All');
    await dialog.getByRole('button', { name: 'Save Company' }).click();
    if (ticker === 'TSLA') {
      await expect(dialog.getByText(/Free plan keeps up to 5 saved companies/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    } else {
      await expect(dialog).toBeHidden();
    }
  }
});

test('small screens get the sidebar as a menu', async ({ page, signedIn: _signedIn }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Saved Companies' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Companies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
