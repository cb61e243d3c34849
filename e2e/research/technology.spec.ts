import { PRO_URL } from '../crm/support';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';
import { expect, test } from '../support/fixtures';

// The Pro user's own server needs no CRM keys.
test.use({ proServerOptions: { crmKeys: false } });

// Coca-Cola's latest 10-K (FY2024) and 10-Q come from the fake EDGAR serving the shared replica.
test.describe('Technology tab', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a Free user sees two signals with their quotes, a way into the filing, and how many more Pro shows', async ({
    page,
  }) => {
    await openDashboardAsNewUser(page);
    await openCompany(page, 'coca-cola', /Coca[- ]Cola/i);
    await page.getByRole('tab', { name: 'Technology' }).click();
    const tab = page.getByRole('region', { name: 'Technology signals' });
    await expect(tab.getByRole('button', { name: 'Show in filing' })).toHaveCount(2, { timeout: 60_000 });
    await expect(tab.getByText(/\d+ more technology signals? with Pro/)).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');

    const viewer = page.waitForEvent('popup');
    await tab.getByRole('button', { name: 'Show in filing' }).first().click();
    const opened = await viewer;
    await expect(opened.locator('mark').first()).toBeVisible();
  });

  test.describe('Pro', () => {
    test.use({ baseURL: PRO_URL });

    test("a Pro user sees every signal grouped by category, Coca-Cola's CISO reporting line among them", async ({
      page,
      proUser: _proUser,
    }) => {
      await page.goto('/dashboard?page=search&company=KO&tab=technology');
      const tab = page.getByRole('region', { name: 'Technology signals' });
      await expect(tab.getByRole('heading', { name: 'Cybersecurity' })).toBeVisible({ timeout: 60_000 });
      await expect(tab.getByText('CISO reporting line')).toBeVisible();
      await expect(
        tab.getByText(/reports directly to the Company’s Chief Information Officer/),
      ).toBeVisible();
      await expect(tab.getByText(/more technology signals? with Pro/)).toHaveCount(0);
    });
  });
});
