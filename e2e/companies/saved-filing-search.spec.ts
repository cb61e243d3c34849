import { expect, type Page, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';

/**
 * Issue #31 part 3, saved searches: on the Prospects page's "Search filings" tab a user saves the search just run
 * (its words, forms and sector, under a name), sees it listed, and deletes it. The alert a matching new filing
 * raises is proved by the server's tests (server/full-text/match-saved-searches.test.ts).
 */
test.describe
  .serial('saved filing searches', () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await openDashboardAsNewUser(page);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('button', { name: 'Prospects' })
        .click();
      await page.getByRole('tab', { name: 'Search filings' }).click();
    });

    test.afterAll(() => page.close());

    test('starts with no saved search and nothing to save before a search has run', async () => {
      await expect(page.getByText(/No saved search yet/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
    });

    test('saves the search just run under the name given and lists it', async () => {
      await page.getByLabel('Words').fill('"zero trust"');
      await page.getByLabel('8-K').uncheck();
      await page.getByRole('button', { name: 'Search filings' }).click();
      await page.getByLabel('Name of the saved search').fill('Zero trust in 10-Ks');
      await page.getByRole('button', { name: 'Save this search' }).click();
      await expect(page.getByText('Saved: a new filing that says this will alert you.')).toBeVisible();
      const saved = page.getByRole('list', { name: 'Saved searches' });
      await expect(saved.getByText('Zero trust in 10-Ks')).toBeVisible();
      await expect(saved.getByText('"zero trust"')).toBeVisible();
    });

    test('deletes a saved search', async () => {
      await page.getByRole('button', { name: 'Delete saved search Zero trust in 10-Ks' }).click();
      await expect(page.getByText(/No saved search yet/)).toBeVisible();
    });
  });
