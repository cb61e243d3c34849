import { expect, type Page, test } from '@playwright/test';
import { newUser, signUpAndSignIn } from '../support/auth';

function proCard(page: Page) {
  return page.locator('article[data-plan="pro"]');
}

test.describe('pricing', () => {
  test('/pricing has the heading and the three plans with their features', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Choose the right plan for your business',
    );
    await expect(page.locator('article[data-plan="free"]')).toContainText('10 analyses a month');
    await expect(page.locator('article[data-plan="free"]')).toContainText('5 saved companies');
    await expect(page.locator('article[data-plan="free"]')).toContainText('10-K, 10-Q and 8-K filings');
    for (const feature of [
      'Unlimited analyses',
      'Unlimited saved companies',
      'Technology signals (Free: 2)',
      'Ask a filing (Free: 5 a month)',
      'The account brief',
      'CRM export to Salesforce and HubSpot',
    ]) {
      await expect(proCard(page)).toContainText(feature);
    }
    const enterprise = page.locator('article[data-plan="enterprise"]');
    await expect(enterprise).not.toContainText('Coming Soon');
    for (const feature of [
      'Everything in Pro',
      'Up to 1,000 team members',
      'Team admin dashboard',
      'Single sign-on (OpenID Connect)',
    ]) {
      await expect(enterprise).toContainText(feature);
    }
    const team = page.getByRole('region', { name: 'Team plan' });
    await expect(team).toContainText('$9.99 a seat a month or $95.90 a seat a year');
    await expect(team.getByRole('link', { name: 'Set up a team' })).toHaveAttribute('href', '/teams');
  });

  for (const path of ['/pricing', '/']) {
    test(`the Monthly/Yearly toggle changes the Pro price on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Save 20%')).toBeVisible();
      await expect(proCard(page)).toContainText('$9.99/month');
      await expect(proCard(page)).toContainText('Billed monthly');
      await page.getByRole('button', { name: 'Yearly', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Yearly', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(proCard(page)).toContainText('$7.99/month');
      await expect(proCard(page)).toContainText('Billed $95.90 yearly');
      await page.getByRole('button', { name: 'Monthly', exact: true }).click();
      await expect(proCard(page)).toContainText('$9.99/month');
    });
  }

  test('signed out, Subscribe goes to /login?redirect=pricing', async ({ page }) => {
    await page.goto('/pricing');
    await proCard(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=pricing$/);
  });

  test('signed in, Subscribe says clearly when billing is not configured', async ({ page }) => {
    await page.goto('/');
    await signUpAndSignIn(page, newUser('pricing'));
    // Stands in for the server's answer while billing is off, so this screen test does not depend on Stripe config.
    let planType: unknown;
    await page.route('**/api/stripe/create-checkout', async (route) => {
      planType = route.request().postDataJSON()?.planType;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Billing is not configured on this server', code: 'BILLING_DISABLED' }),
      });
    });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Yearly', exact: true }).click();
    await proCard(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText('Billing is not configured on this server');
    expect(planType).toBe('yearly');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(proCard(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test('signed in, an unexpected checkout failure shows the spec message', async ({ page }) => {
    await page.goto('/');
    await signUpAndSignIn(page, newUser('pricing'));
    await page.route('**/api/stripe/create-checkout', (route) =>
      route.fulfill({ status: 500, body: 'oops' }),
    );
    await page.goto('/pricing');
    await proCard(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to start the checkout process. Please try again later.',
    );
  });

  test('?checkout=success and ?checkout=canceled show a visible notice', async ({ page }) => {
    await page.goto('/pricing?checkout=success');
    await expect(page.getByRole('status').filter({ hasText: 'checkout is complete' })).toBeVisible();
    await page.goto('/pricing?checkout=canceled');
    await expect(page.getByRole('status').filter({ hasText: 'Checkout was canceled' })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByText(/Checkout was canceled|checkout is complete/)).toHaveCount(0);
  });

  test('the FAQ accordion works with the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const question = page.getByRole('button', { name: 'Can I cancel anytime?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('You keep Pro until the end of the period')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'How much is Pro on yearly billing?' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText('$95.90 a year')).toBeVisible();
  });
});
