import { createVerifiedUser, expect, signInWithForm, test, totpFromUri } from './support';

test('changing the password signs out the other session at once', async ({ page, browser }) => {
  const user = await createVerifiedUser(page);
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.199.0.1' } });
  const otherPage = await other.newPage();
  await signInWithForm(otherPage, user.email, user.password);
  await expect(otherPage).toHaveURL(/\/dashboard/);

  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?page=settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill('seven77');
  await page.getByLabel('Confirm New Password').fill('seven77');
  await update.click();
  await expect(page.getByRole('alert').filter({ hasText: 'at least 8 characters' })).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('');
  await page.getByLabel('New Password', { exact: true }).fill('brand new password 1');
  await expect(update).toBeDisabled();
  await page.getByLabel('Confirm New Password').fill('brand new password 1');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  expect((await otherPage.request.get('/api/me')).status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  // This device stays signed in.
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await other.close();
});

test('enable two-factor authentication, then sign in with a TOTP code', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?page=settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog').getByLabel('Current Password').fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await page.locator('code').first().textContent();
  const uri = `otpauth://totp/10Kai:${user.email}?secret=${secret}&issuer=10Kai`;
  await page.getByLabel('Verification code').fill(totpFromUri(uri, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpFromUri(uri));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('View Sessions lists this device', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard?page=settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'View Sessions' }).click();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await expect(page.getByText('This device')).toBeVisible();
});
