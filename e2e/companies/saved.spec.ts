import { expect, type Page, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

/** Opens the save dialog for the company on screen. */
async function openSaveDialog(page: Page) {
  await page.getByRole('button', { name: 'Save Company' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe
  .serial('saved companies and lists', () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await openDashboardAsNewUser(page);
    });

    test.afterAll(() => page.close());

    test('saves into a new list (the New tab opens when there are no lists)', async () => {
      await openCompany(page, 'apple', /Apple Inc\./);
      const dialog = await openSaveDialog(page);
      await expect(dialog.getByRole('tab', { name: 'Create New List' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const save = dialog.getByRole('button', { name: 'Save Company' });
      await expect(save).toBeDisabled();
      await dialog.getByLabel('List Name').fill('   ');
      await expect(save).toBeDisabled();
      await dialog.getByLabel('List Name').fill('  Q3 Targets ');
      await dialog.getByLabel('Description (Optional)').fill('Hardware prospects');
      await save.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Saved — remove/ })).toBeVisible();
    });

    test('saves into an existing list (preselected, with its company count)', async () => {
      await page.getByRole('button', { name: 'Back to Search' }).click();
      await openCompany(page, 'microsoft', 'Microsoft Corporation');
      const dialog = await openSaveDialog(page);
      await expect(dialog.getByRole('tab', { name: 'Existing List' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(dialog.getByRole('combobox')).toContainText('Q3 Targets (1 company)');
      await dialog.getByRole('button', { name: 'Save Company' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /^Saved — remove/ })).toBeVisible();

      // A third company outside any list: create a second list, then move it out later.
      await page.getByRole('button', { name: 'Back to Search' }).click();
      await openCompany(page, 'nvidia', 'NVIDIA Corporation');
      const third = await openSaveDialog(page);
      await third.getByRole('tab', { name: 'Create New List' }).click();
      await third.getByLabel('List Name').fill('Chips');
      await third.getByRole('button', { name: 'Save Company' }).click();
      await expect(third).toBeHidden();
    });

    test('unsaves from company detail with a click on Saved', async () => {
      await page.getByRole('button', { name: /^Saved — remove/ }).click();
      await expect(page.getByRole('button', { name: 'Save Company' })).toBeVisible();
      // Save it again for the next steps, into the preselected newest list (Chips).
      const dialog = await openSaveDialog(page);
      await expect(dialog.getByRole('combobox')).toContainText('Chips (0 companies)');
      await dialog.getByRole('button', { name: 'Save Company' }).click();
      await expect(dialog).toBeHidden();
    });

    test('groups cards by list, filters by list and by text', async () => {
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('button', { name: 'Saved Companies' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Saved Companies' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Q3 Targets' }).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Chips' }).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByText(/Saved on [A-Z][a-z]{2} \d{1,2}, \d{4}/).first()).toBeVisible();

      await page.getByRole('combobox', { name: 'Filter by list' }).click();
      await page.getByRole('option', { name: 'Chips' }).click();
      const grid = page.getByRole('list', { name: 'Saved companies' });
      await expect(grid.getByRole('listitem')).toHaveCount(1);
      await expect(grid).toContainText('NVIDIA');

      await page.getByRole('combobox', { name: 'Filter by list' }).click();
      await page.getByRole('option', { name: 'All Lists' }).click();
      const search = page.getByRole('searchbox', { name: 'Search saved companies' });
      await search.fill('msf');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('listitem')).toContainText('Microsoft');
      await search.fill('no such company');
      await expect(page.getByText('No matching companies')).toBeVisible();
      await search.fill('');
    });

    test('table view shows every column, moves a company and unsaves one', async () => {
      await page.getByRole('button', { name: 'Table' }).click();
      const table = page.getByRole('table');
      for (const column of ['Name', 'Ticker', 'Industry', 'Sector', 'List', 'Saved On', 'Actions']) {
        await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
      }
      const nvidia = table.getByRole('row', { name: /NVIDIA/ });
      await expect(nvidia).toContainText('Chips');
      await nvidia.getByRole('combobox', { name: /Move NVIDIA/ }).click();
      await page.getByRole('option', { name: 'No list' }).click();
      await expect(nvidia.getByRole('cell').nth(4)).toHaveText('None');

      await table
        .getByRole('row', { name: /Microsoft/ })
        .getByRole('button', { name: /Remove Microsoft/ })
        .click();
      await expect(table.getByRole('row', { name: /Microsoft/ })).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Search saved companies' }).fill('zzz');
      await expect(table.getByText('No companies found')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search saved companies' }).fill('');
    });

    test('renames and deletes a list; its companies stay saved', async () => {
      await page.getByRole('combobox', { name: 'Filter by list' }).click();
      await page.getByRole('option', { name: 'Q3 Targets' }).click();
      await page.getByRole('button', { name: 'Rename list' }).click();
      const rename = page.getByRole('dialog');
      await rename.getByLabel('List Name').fill('Top Targets');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(rename).toBeHidden();
      await expect(page.getByRole('combobox', { name: 'Filter by list' })).toContainText('Top Targets');

      await page.getByRole('button', { name: 'Delete list' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
      await expect(page.getByRole('combobox', { name: 'Filter by list' })).toContainText('All Lists');
      await expect(page.getByRole('table').getByRole('row', { name: /Apple/ })).toContainText('None');
    });

    test('reload keeps the section, and View Details opens the company in search', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Saved Companies' })).toBeVisible();
      await page.getByRole('button', { name: 'View Details' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Company Search' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'SEC Documents' })).toHaveAttribute('aria-selected', 'true');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Saved Companies' })).toBeVisible();
    });
  });
