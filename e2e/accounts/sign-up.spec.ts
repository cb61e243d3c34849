import { createVerifiedUser, expect, mailLink, newUser, signInWithForm, test } from './support';

test('sign up without required verification: signed straight in, on the dashboard, name in My Details', async ({
  page,
}) => {
  const user = newUser('signup');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to access your dashboard')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByText('Sign up to start tracking your prospects')).toBeVisible();

  await page.getByLabel('Name (optional)').fill('Ada King Lovelace');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Search' })).toBeVisible();

  await page.goto('/dashboard?page=myDetails');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last Name')).toHaveValue('King Lovelace');
  // A name saved in My Details becomes the account's name, which /account shows.
  await page.getByLabel('Last Name').fill('Lovelace');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT'),
    page.getByRole('button', { name: 'Save Changes' }).click(),
  ]);
  await page.goto('/account');
  await expect(page.getByRole('main').getByText('Ada Lovelace', { exact: true }).first()).toBeVisible();
  await page.goto('/dashboard?page=myDetails');

  // The verification mail still goes out, and its link still works for a signed-in user.
  const link = new URL(await mailLink(user.email, 'Verify'));
  expect(link.pathname).toContain('/api/auth/verify-email');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message and no session', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await signInWithForm(page, user.email, 'not the password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Toggling the mode clears the error.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Invalid email or password')).toBeHidden();
});

test('mismatched confirmation: inline text, red border, submit disabled', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill('someone@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('password-one');
  await page.getByLabel('Confirm Password').fill('password-two');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: "Passwords don't match" })).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Confirm Password')).toHaveClass(/border-red-500/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
});

test('no social button is offered for a provider this server is not configured for', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'LinkedIn' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
});

test('forgot password → reset link → sign in with the new password', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const link = new URL(await mailLink(user.email, 'Reset'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New Password', { exact: true }).fill('a fresh password 42');
  await page.getByLabel('Confirm New Password').fill('a fresh password 42');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();

  await signInWithForm(page, user.email, user.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInWithForm(page, user.email, 'a fresh password 42');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('?redirect=pricing returns to the pricing page after sign-in', async ({ page }) => {
  const user = await createVerifiedUser(page);
  await page.goto('/login?redirect=pricing');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("the form's minimum of 6 is the server's too: a 6-character password signs up and signs in", async ({
  page,
}) => {
  const user = newUser('six');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm Password').fill('abc123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Signed out only once home is shown: /login would still send a live session back to the dashboard.
  await expect(page).toHaveURL(/\/$/);
  await signInWithForm(page, user.email, 'abc123');
  await expect(page).toHaveURL(/\/dashboard/);
});
