import { expect, type Page } from '@playwright/test';

/** Types into the company search box and picks the option with this name. */
export async function openCompany(page: Page, query: string, name: string | RegExp) {
  const box = page.getByRole('combobox', { name: 'Search companies' });
  await box.fill(query);
  await page.getByRole('option', { name }).first().click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}
