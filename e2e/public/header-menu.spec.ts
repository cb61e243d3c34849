import { expect, test } from '@playwright/test';
import { newUser, signUpAndSignIn } from '../support/auth';

test('signed in, the header shows the avatar menu and Log out returns to a signed-out home', async ({
  page,
}) => {
  await page.goto('/');
  const user = newUser('menu');
  user.name = 'Ada Lovelace';
  await signUpAndSignIn(page, user);
  await page.goto('/');

  const trigger = page.getByRole('button', { name: 'Open account menu' });
  await expect(trigger).toContainText('AL');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Ada Lovelace');
  await expect(menu).toContainText(user.email);
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(menu.getByRole('menuitem', { name: 'Account & Subscription' })).toHaveAttribute(
    'href',
    '/account',
  );

  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
