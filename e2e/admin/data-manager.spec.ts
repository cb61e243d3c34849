import { expect, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { newUser, openDashboardAsNewUser, signUpAndSignIn } from '../support/auth';

test.describe('admin data manager', () => {
  test('an admin runs the sample SEC import and watches progress and the summary', async ({ page }) => {
    await page.goto('/');
    await signUpAndSignIn(page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL });
    await page.goto('/finnhub-import');
    await expect(page.getByRole('heading', { name: 'Finnhub Data Manager' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Complete SEC Import' })).toHaveAttribute(
      'data-state',
      'active',
    );
    for (const tab of [
      'Sample SEC Import',
      'API Import',
      'Local Import',
      'Update Data',
      'Schedule Updates',
    ]) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Sample SEC Import' }).click();
    const start = page.getByRole('button', { name: 'Start Sample Import' });
    await start.click();
    // While the job runs the button is disabled and a progress bar counts up to 120.
    await expect(start).toBeDisabled();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByTestId('job-progress')).toHaveText('120 / 120', { timeout: 30_000 });
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('summary-total')).toHaveText('120');
    await expect(summary.getByText('Complete')).toBeVisible();
    await expect(page.getByRole('log', { name: 'Process log' })).toContainText('Sample SEC import finished');
    await expect(start).toBeEnabled();

    // The job is the server's: a reload shows the same summary.
    await page.reload();
    await page.getByRole('tab', { name: 'Sample SEC Import' }).click();
    await expect(page.getByRole('region', { name: 'Summary' }).getByTestId('summary-total')).toHaveText(
      '120',
    );

    // The API import runs against the fake Finnhub (a few companies per exchange, profiles 1 s apart).
    await page.getByRole('tab', { name: 'API Import' }).click();
    await expect(page.getByText(/The API import is off/)).toHaveCount(0);
    const startApi = page.getByRole('button', { name: 'Start API Import' });
    await startApi.click();
    await expect(page.getByTestId('job-progress')).toHaveText(/^([1-9]\d*) \/ \1$/, { timeout: 30_000 });
    await expect(page.getByRole('log', { name: 'Process log' })).toContainText(/finished/i);
    await expect(startApi).toBeEnabled();
    await page.getByRole('tab', { name: 'Schedule Updates' }).click();
    await expect(page.getByText('0 2 * * 1,4')).toBeVisible();

    await page.goto('/debug');
    await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
    await expect(page.getByText('sec-sample').first()).toBeVisible();
  });

  test('an admin uploads a CSV: good rows imported, the bad line reported in red, summary says Issues', async ({
    page,
  }) => {
    await page.goto('/');
    await signUpAndSignIn(page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL });
    await page.goto('/import');
    await expect(page.getByRole('heading', { name: 'Import Companies' })).toBeVisible();
    const csv = [
      'ticker,name,industry,sector,exchange',
      'ZZE2E,E2E Widgets Inc,Widgets,Industrials,NYSE',
      ',No Ticker,,,',
    ];
    await page.getByLabel(/CSV or JSON file/).setInputFiles({
      name: 'companies.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\n')),
    });
    await page.getByRole('button', { name: 'Upload and Import' }).click();
    const log = page.getByRole('log', { name: 'Process log' });
    await expect(log.getByText('Line 3: missing or invalid ticker')).toHaveClass(/text-red-600/);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Issues')).toBeVisible();
    await expect(summary.getByTestId('summary-errors')).toHaveText('1');
  });

  test('a non-admin is sent to /dashboard?error=admin_required from every admin page', async ({ page }) => {
    await openDashboardAsNewUser(page);
    for (const path of ['/finnhub-import', '/import', '/debug']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\?error=admin_required$/);
    }
    const response = await page.request.get('/api/admin/jobs');
    expect(response.status()).toBe(403);
  });
});
