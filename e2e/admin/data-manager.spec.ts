import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { openDashboardAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.describe('admin data manager', () => {
  test('an admin runs the sample SEC import and watches progress and the summary', async ({
    page,
    admin: _admin,
  }) => {
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
    admin: _admin,
  }) => {
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

  test('an admin opens every admin page from the sidebar; the audit trail says who did what, when', async ({
    page,
    admin: _admin,
  }) => {
    // An action of this test's own for the trail: a one-line file (a local import already running answers 200
    // without starting another, so wait for it to end).
    const fileName = `audit-${Date.now()}.csv`;
    await expect(async () => {
      const upload = await page.request.post('/api/admin/imports', {
        multipart: {
          kind: 'local',
          file: {
            name: fileName,
            mimeType: 'text/csv',
            buffer: Buffer.from(
              'ticker,name,industry,sector,exchange\nZZAUD,Audit Trail Co,Widgets,Industrials,NYSE',
            ),
          },
        },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(upload.status()).toBe(202);
    }).toPass({ timeout: 30_000 });

    await page.goto('/dashboard');
    const admin = page.getByRole('navigation', { name: 'Admin' });
    for (const [label, heading] of [
      ['Data Manager', 'Finnhub Data Manager'],
      ['Import Companies', 'Import Companies'],
      ['Test Analysis', 'Filing Analysis Tool'],
      ['Product Updates', 'Product Updates'],
      ['Debug', 'Debug'],
    ]) {
      await admin.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.goto('/dashboard');
    }

    await admin.getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: fileName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(E2E_ADMIN_EMAIL);
    await expect(row).toContainText('Uploaded a file to import');
    await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('a non-admin sees no admin menu and is sent to /dashboard?error=admin_required from each admin page', async ({
    page,
  }) => {
    await openDashboardAsNewUser(page);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    for (const path of [
      '/finnhub-import',
      '/import',
      '/debug',
      '/audit',
      '/test-analysis',
      '/product-updates',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\?error=admin_required$/);
    }
    const response = await page.request.get('/api/admin/jobs');
    expect(response.status()).toBe(403);
    expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
  });
});
