import { expect, type Page, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

/**
 * Issue #31 part 3: the Prospects page's "Search filings" tab finds the companies whose filings say the words (the
 * fake EDGAR's full-text search over the replica, plus whatever this instance indexed), filters them, and saves the
 * selected ones to a list.
 */
test.describe
  .serial('full-text search across filings', () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await openDashboardAsNewUser(page);
      await openCompany(page, 'apple', /Apple Inc\./);
      await page.getByRole('button', { name: 'Save Company' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('List Name').fill('Said iPhone');
      await dialog.getByRole('button', { name: 'Save Company' }).click();
      await expect(dialog).toBeHidden();
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('button', { name: 'Prospects' })
        .click();
      await page.getByRole('tab', { name: 'Search filings' }).click();
    });

    test.afterAll(() => page.close());

    test('refuses to search without words', async () => {
      await page.getByRole('button', { name: 'Search filings' }).click();
      await expect(page.getByText('Type the words to look for.')).toBeVisible();
    });

    test('lists the companies whose 10-K says the words, each linked to its filing', async () => {
      await page.getByLabel('Words').fill('iPhone');
      await page.getByLabel('10-Q').uncheck();
      await page.getByLabel('8-K').uncheck();
      await page.getByRole('button', { name: 'Search filings' }).click();
      const results = page.getByRole('region', { name: 'Companies whose filings match' });
      await expect(results.getByText(/Apple/).first()).toBeVisible();
      await expect(results.getByText(/^10-K · \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
      await expect(results.getByRole('link', { name: /Show in filing|Open on EDGAR/ }).first()).toBeVisible();
    });

    test('a sector no result belongs to leaves nothing', async () => {
      await page.getByLabel('Sector').click();
      await page.getByRole('option', { name: 'Utilities' }).click();
      await page.getByRole('button', { name: 'Search filings' }).click();
      await expect(page.getByText('No filing says that.')).toBeVisible();
      await page.getByLabel('Sector').click();
      await page.getByRole('option', { name: 'Any sector' }).click();
      await page.getByRole('button', { name: 'Search filings' }).click();
    });

    test('saves a selected company to a list', async () => {
      await page
        .getByRole('checkbox', { name: /^Select Apple/ })
        .first()
        .check();
      await page.getByRole('button', { name: 'Save 1 selected' }).click();
      await expect(page.getByText(/1 company saved to Said iPhone/)).toBeVisible();
    });
  });
