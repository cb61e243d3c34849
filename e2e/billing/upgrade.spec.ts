import { expect, type Page, test } from '@playwright/test';
import { postAnalysis, saveCompanyDescription } from '../analysis/support';
import { FAKE_STRIPE_URL } from '../playwright.config';
import { newUser, signUpAndSignIn } from '../support/auth';

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;
// Unique per run: analyses are cached across users, and other specs analyse AAPL too.
const DESCRIPTION = `endpoint security software for enterprises (billing ${Date.now()})`;
const FREE_COMPANIES = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'META'];

async function saveByApi(page: Page, ticker: string) {
  const company = await page.request.get(`/api/companies/${ticker}`);
  expect(company.ok(), await company.text()).toBe(true);
  const { id } = ((await company.json()) as { company: { id: string } }).company;
  return page.request.post('/api/saved-companies', {
    data: { companyId: id },
    headers: { origin: origin() },
  });
}

/** Each analysis sells something else: identical ones come from the cache and are not counted. */
const analyse = (page: Page, edition: number) =>
  postAnalysis(page, {
    ticker: 'AAPL',
    filingType: '10-K',
    productDescription: `${DESCRIPTION}, edition ${edition}`,
  });

test('a free user upgrades (yearly), is Pro at once, cancels in the portal and is Free at period end with nothing lost', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signUpAndSignIn(page, newUser('billing'));
  await saveCompanyDescription(page, DESCRIPTION);

  // The Free plan, full: 5 saved companies and 10 analyses this month.
  for (const ticker of FREE_COMPANIES) expect((await saveByApi(page, ticker)).status()).toBe(201);
  expect((await saveByApi(page, 'TSLA')).status()).toBe(403);
  for (let edition = 1; edition <= 10; edition += 1) {
    const response = await analyse(page, edition);
    expect(response.status(), await response.text()).toBe(200);
  }
  expect((await analyse(page, 11)).status()).toBe(429);

  // Pricing → Yearly → Subscribe → the fake's hosted checkout → pay → back on /pricing as Pro.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Yearly', exact: true }).click();
  await page.locator('[data-plan="pro"]').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/cs_test_`));
  await expect(page.getByText('14-day free trial, then $95.90 per year.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=success&session_id=cs_test_/);
  await expect(page.getByRole('status')).toContainText('your Pro plan is active');

  // The header label and the usage meter switch at once.
  await page.getByRole('status').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByTestId('plan-label')).toHaveText('Pro Plan');
  await expect(page.getByTestId('usage-meter-inline')).toHaveCount(0);

  // Pro lifts both limits: an 11th analysis and a 6th saved company.
  expect((await analyse(page, 11)).status()).toBe(200);
  await page.goto('/dashboard?page=search&company=TSLA');
  await page.getByRole('button', { name: 'Save Company' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('List Name').fill('Pro targets');
  await dialog.getByRole('button', { name: 'Save Company' }).click();
  await expect(dialog).toBeHidden();

  // Settings → Subscription offers the portal to cancel.
  await page.goto('/dashboard?page=settings');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);

  // /account shows the trial; the portal cancels at period end.
  await page.goto('/account');
  await expect(page.getByRole('main').getByText('Pro Plan')).toBeVisible();
  await expect(page.getByRole('main').getByText('Trialing')).toBeVisible();
  const renewal = page.getByRole('main').getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(renewal).toBeVisible();
  const periodEnd = await renewal.textContent();
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/portal/`));
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Cancels on')).toBeVisible();
  await page.getByRole('link', { name: 'Return to 10Kai' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('main').getByText(`Cancels on ${periodEnd}`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Pro Plan')).toBeVisible();

  // The period ends (the fake moves its clock): Stripe cancels, the webhook makes the user Free.
  const advanced = await page.request.post(`${FAKE_STRIPE_URL}/__control/advance`, {
    data: { toPeriodEnd: true },
  });
  expect(advanced.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('main').getByText('Free Plan')).toBeVisible();
  await expect(page.getByRole('main').getByText('Canceled')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Upgrade to Pro' }).first()).toBeVisible();

  // Nothing was lost: all 6 saved companies are still there; a 7th needs room again.
  await page.goto('/dashboard?page=saved');
  await expect(page.getByTestId('plan-label')).toHaveText('Free Plan');
  const saved = await page.request.get('/api/saved-companies');
  const { savedCompanies } = (await saved.json()) as { savedCompanies: { company: { ticker: string } }[] };
  expect(savedCompanies.map((s) => s.company.ticker).sort()).toEqual([...FREE_COMPANIES, 'TSLA'].sort());
  for (const ticker of [...FREE_COMPANIES, 'TSLA'])
    await expect(page.getByText(ticker, { exact: true }).first()).toBeVisible();
  expect((await saveByApi(page, 'GOOGL')).status()).toBe(403);
  expect((await analyse(page, 12)).status()).toBe(429);
});

test('?checkout=canceled says nothing was charged, and the plan stays Free', async ({ page }) => {
  await page.goto('/');
  await signUpAndSignIn(page, newUser('billing-cancel'));
  await page.goto('/pricing');
  await page.locator('[data-plan="pro"]').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/pay/`));
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=canceled$/);
  await expect(page.getByRole('status')).toContainText('Nothing was charged');
  const subscription = await page.request.get('/api/stripe/subscription');
  expect(((await subscription.json()) as { plan: string }).plan).toBe('free');
});
