import { expect, type Page, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

/** Issue #31: screen the catalogue by industry, select rows, save them into a list; the Free limit holds. */
test.describe
  .serial('prospects', () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await openDashboardAsNewUser(page);
      // A list to save into, made the ordinary way: one company saved into a new list.
      await openCompany(page, 'apple', /Apple Inc\./);
      await page.getByRole('button', { name: 'Save Company' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('List Name').fill('Pharma targets');
      await dialog.getByRole('button', { name: 'Save Company' }).click();
      await expect(dialog).toBeHidden();
    });

    test.afterAll(() => page.close());

    test('the company page shows an industry and similar companies', async () => {
      await page.getByRole('button', { name: 'Back to Search' }).click();
      await openCompany(page, 'pfizer', /Pfizer/i);
      await expect(page.getByRole('heading', { name: 'Similar companies' })).toBeVisible();
      await expect(page.getByText('Unknown • Unknown')).toHaveCount(0);
    });

    test('screens by SEC industry, largest first, and saves the selected rows', async () => {
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('button', { name: 'Prospects' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
      await page.getByLabel('Sector').click();
      await page.getByRole('option', { name: 'Healthcare' }).click();
      await page.getByLabel('Industry (SIC)').click();
      await page.getByRole('option', { name: /^2834 Pharmaceutical Preparations/ }).click();
      await page.getByRole('button', { name: 'Show companies' }).click();
      const rows = page.getByRole('region', { name: 'Matching companies' }).getByRole('row');
      // A seeded company keeps its provider industry ('Pharmaceuticals'); the rest show the SIC title.
      await expect(rows.nth(1)).toContainText(/Pharmaceutical/);
      await expect(page.getByText(/companies · page 1 of \d+/)).toBeVisible();

      await page
        .getByRole('checkbox', { name: /^Select / })
        .nth(1)
        .check();
      await page
        .getByRole('checkbox', { name: /^Select / })
        .nth(2)
        .check();
      await expect(page.getByLabel('Save selected to')).toContainText('Pharma targets');
      await page.getByRole('button', { name: 'Save 2 selected' }).click();
      await expect(page.getByText('2 companies saved to Pharma targets')).toBeVisible();
    });

    test('stops at the Free plan limit with an upgrade link', async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('checkbox', { name: 'Select every company on this page' }).check();
      await page.getByRole('button', { name: /^Save \d+ selected$/ }).click();
      // The saves stop at the Free plan's five, saying how many went in.
      await expect(page.getByText(/\d saved\. The Free plan keeps up to 5 saved companies/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    });

    test('bad filters are refused on the page, before any request', async () => {
      await page.getByLabel('Revenue from ($ millions)').fill('500');
      await page.getByLabel('Revenue to ($ millions)').fill('100');
      await page.getByRole('button', { name: 'Show companies' }).click();
      await expect(page.getByText('Minimum revenue must not be more than maximum revenue.')).toBeVisible();
    });
  });
