import { createVerifiedUser, expect, signInWithForm, test } from './support';

test('signed-out visitors are sent to /login from signed-in pages, which asks to come back to them', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  for (const path of ['/profile', '/import']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
  }
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=account$/);
});

test('/login?redirect=account returns to Account Settings: free plan, usage and profile information', async ({
  page,
}) => {
  const user = await createVerifiedUser(page);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=account$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  // Inside the app shell: its sidebar and header repeat the plan, the meter and the e-mail.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Free Plan')).toBeVisible();
  await expect(main.getByText('Analysis Usage')).toBeVisible();
  await expect(main.getByTestId('usage-count')).toHaveText('0 of 10 analyses used this month');
  await expect(main.getByText('Profile Information')).toBeVisible();
  await expect(main.getByText(user.email)).toBeVisible();
  await expect(main.getByText(user.name)).toBeVisible();
  // Starting checkout from here is covered by e2e/billing.
  await expect(main.getByRole('button', { name: 'Upgrade to Pro' }).first()).toBeVisible();
});

test('a signed-in user on /login goes to the dashboard; a non-admin is kept out of admin pages', async ({
  page,
}) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/import');
  await expect(page).toHaveURL(/\/dashboard\?error=admin_required$/);
  await expect(page.getByText('Administrator access required')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('My Profile: save the company details and see them after a reload', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(page.getByText(/Member since [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

  const description = page.getByLabel('What does your company sell? (required)');
  // The sign-up name pre-fills First and Last Name, and a name alone can be saved.
  await expect(page.getByLabel('First Name')).toHaveValue(user.name.split(' ')[0] ?? '');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText(/Add what your company sells before running an analysis/)).toBeVisible();

  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Company Website').fill('example.com');
  await description.fill('Cloud security software for banks');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(description).toHaveValue('Cloud security software for banks');
});
