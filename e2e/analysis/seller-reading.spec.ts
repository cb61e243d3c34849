import { expect, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';
import { postAnalysis, saveCompanyDescription } from './support';

// Unique per run: analyses are cached across users.
const DESCRIPTION = `warehouse robotics and automated fulfilment systems (seller reading ${Date.now()})`;

test.describe('seller reading', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the profile says how we read what you sell; ticking another need changes what the analysis serves', async ({
    page,
  }) => {
    await openDashboardAsNewUser(page);
    await saveCompanyDescription(page, DESCRIPTION);
    await page.goto('/profile#seller-reading');
    const reading = page.getByTestId('profile-seller-reading');
    await expect(reading).toContainText('We read your product as: ');
    await expect(reading).toContainText('warehouse and factory operations');

    await page.getByLabel('cybersecurity', { exact: true }).check();
    for (const need of ['warehouse and factory operations', 'AI and automation', 'supply chain'])
      await page.getByLabel(need, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save reading' }).click();
    await expect(page.getByRole('status')).toContainText('your next analyses read your product this way');
    await expect(reading).toHaveText('We read your product as: cybersecurity (as you picked).');

    const response = await postAnalysis(page, { ticker: 'AAPL', filingType: '10-K' });
    expect(response.ok(), await response.text()).toBe(true);
    expect((await response.json()).sellerNeeds).toEqual(['cybersecurity']);

    await page.getByRole('button', { name: 'Read it from my description again' }).click();
    await expect(reading).toContainText('warehouse and factory operations');
  });
});
