import { readFile } from 'node:fs/promises';
import { createVerifiedUser, expect, signInWithForm, test } from './support';

test('export my data as JSON and my lists as CSV from /account', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/lists', {
    data: { name: '=Prospects' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await page.goto('/account');

  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export My Data (JSON)' }).click();
  const dataFile = await json;
  expect(dataFile.suggestedFilename()).toMatch(/^10kai-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await dataFile.path()) ?? '', 'utf8'));
  expect(data).toMatchObject({ format: '10kai-data-export', account: { email: user.email } });
  expect(data.lists).toEqual([expect.objectContaining({ name: '=Prospects', companies: [] })]);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Lists (CSV)' }).click();
  const listsFile = await csv;
  expect(listsFile.suggestedFilename()).toMatch(/^10kai-lists-\d{4}-\d{2}-\d{2}\.csv$/);
  // The list name would be a formula in a spreadsheet: it is written as text.
  expect(await readFile((await listsFile.path()) ?? '', 'utf8')).toContain("\r\n'=Prospects,,,,,\r\n");
});

test('delete my account with my password: signed out on the landing page, and the account is gone', async ({
  page,
}) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account');

  await page.getByRole('button', { name: 'Delete Account...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Current Password').fill('not my password');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toContainText('That password is not correct.');

  await dialog.getByLabel('Current Password').fill(user.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await expect(page.getByText('Your account and its data have been deleted')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
