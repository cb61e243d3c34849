import { expect, test } from '@playwright/test';
import { FAKE_STRIPE_URL } from '../playwright.config';
import { newUser, signUpAndSignIn } from '../support/auth';
import { acceptInNewContext, createTeam, invite } from './team-steps';

/**
 * The Team plan (ADR 0320): the owner buys seats through the fake Stripe's hosted Checkout, a member becomes Pro at
 * once, and the owner adds a seat in the billing portal.
 */
test('the owner upgrades the team through Checkout; a member becomes Pro; a seat is added in the portal', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, newUser('team-billing-owner'));
  const colleague = newUser('team-billing-member');

  await createTeam(page, 'E2E Paid');
  const invitation = await invite(page, colleague.email);
  const { context: other, colleaguePage } = await acceptInNewContext(
    browser,
    colleague,
    invitation,
    'E2E Paid',
  );
  await colleaguePage.goto('/dashboard');
  await expect(colleaguePage.getByTestId('plan-label')).not.toHaveText('Pro Plan');

  // Upgrade team: 3 seats, monthly → the fake's hosted checkout → pay → back on the team page.
  await page.goto('/teams');
  const plan = page.getByRole('region', { name: 'Team plan' });
  await expect(plan.getByText('2 of 3 free seats')).toBeVisible();
  await plan.getByLabel('Seats').fill('3');
  await plan.getByRole('button', { name: 'Upgrade team' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/cs_test_`));
  await expect(page.getByText('14-day free trial, then $9.99 per month × 3 seats.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/teams\?team=.+&billing=success/);
  await expect(page.getByRole('region', { name: 'Team plan' }).getByText('2 of 3 seats')).toBeVisible();

  // The member is Pro on their next request: the plan cache was told by the database.
  await colleaguePage.reload();
  await expect(colleaguePage.getByTestId('plan-label')).toHaveText('Pro Plan');
  await colleaguePage.goto('/teams');
  await expect(colleaguePage.getByText('2 of 3 seats')).toBeVisible();
  await expect(colleaguePage.getByRole('button', { name: 'Manage seats' })).toHaveCount(0);

  // Manage seats → the portal → add a seat → back: 4 paid seats.
  await page.getByRole('button', { name: 'Manage seats' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/portal/`));
  await page.getByRole('button', { name: 'Add a seat' }).click();
  await expect(page.getByTestId('seats')).toHaveText('4');
  await page.getByRole('link', { name: 'Return to 10Kai' }).click();
  await expect(page.getByRole('region', { name: 'Team plan' }).getByText('2 of 4 seats')).toBeVisible();
  await other.close();
});
