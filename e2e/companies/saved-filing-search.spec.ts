import { expect, type Page, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';

/**
 * Issue #31 part 3, saved searches: on the Prospects page's "Search filings" tab a user saves the search just run
 * (its words, forms and sector, under a name), sees it listed, sees an alert it raised name it and link back to the
 * search, and deletes it. The alerts a matching new filing raises are proved by the server's tests
 * (server/full-text/match-saved-searches.test.ts, server/full-text/edgar-search-alerts.test.ts).
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

    // The daily EDGAR job and the index job that raise these alerts are proved by the server's tests
    // (server/full-text/edgar-search-alerts.test.ts); here the Alerts API answers one such alert, as the job stores it.
    test('an alert of the search says which one, and its link runs the search again', async () => {
      await page.route('**/api/alerts', (route) =>
        route.fulfill({
          json: {
            unread: 1,
            alerts: [
              {
                id: 'a1b2c3d4-0000-4000-8000-0000000000e2',
                ticker: 'KO',
                company_name: 'COCA COLA CO',
                form: '10-K',
                filing_date: '2025-02-20',
                accession_number: '0000021344-25-000011',
                items: [],
                new_risk_factors: null,
                saved_search: {
                  name: 'Zero trust in 10-Ks',
                  search: { q: '"zero trust"', forms: ['10-K', '10-Q'], sector: null },
                },
                read: false,
                created_at: '2025-02-21T07:00:00Z',
              },
            ],
          },
        }),
      );
      await page.goto('/dashboard?page=alerts');
      const row = page.getByTestId('alert-row');
      await expect(row).toContainText('Matches your saved search “Zero trust in 10-Ks”');
      await row.getByRole('link', { name: '“Zero trust in 10-Ks”' }).click();
      await expect(page).toHaveURL(/page=prospects/);
      await expect(page.getByRole('tab', { name: 'Search filings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('Words')).toHaveValue('"zero trust"');
      await expect(page.getByLabel('8-K')).not.toBeChecked();
      await page.unroute('**/api/alerts');
    });

    test('deletes a saved search', async () => {
      await page.getByRole('button', { name: 'Delete saved search Zero trust in 10-Ks' }).click();
      await expect(page.getByText(/No saved search yet/)).toBeVisible();
    });
  });
