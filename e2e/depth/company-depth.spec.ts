import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SHARED_EDGAR_DIR } from '../../server/test/fakes/fake-edgar';
import { saveCompanyDescription } from '../analysis/support';
import { FAKE_EDGAR_PORT } from '../playwright.config';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

const fakeEdgar = `http://127.0.0.1:${FAKE_EDGAR_PORT}`;

async function control(page: Page, action: string, data?: unknown) {
  const response = await page.request.post(`${fakeEdgar}/__control/${action}`, { data });
  expect(response.ok()).toBe(true);
}

/** Apple's FY2019 10-K is listed in the shared submissions but its document is not stored: serve one for it. */
async function serveOlderTenK(page: Page) {
  const html = readFileSync(
    path.join(SHARED_EDGAR_DIR, 'Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm'),
    'utf8',
  );
  await control(page, 'filing', {
    cik: 320193,
    ticker: 'AAPL',
    form: '10-K',
    accessionNumber: '0000320193-19-000119',
    filingDate: '2019-10-31',
    reportDate: '2019-09-28',
    primaryDocument: 'a10-k20199282019.htm',
    html,
  });
}

test.describe('company depth', () => {
  test.describe.configure({ timeout: 90_000 });

  // Other specs share the fake: undo only what these tests set (the extra documents list no new rows).
  test.afterEach(async ({ page }) => {
    await control(page, 'paging', {});
  });

  test('Financials: the chart loads with the tab, beside a table whose figures link to their filings', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openDashboardAsNewUser(page);
    await openCompany(page, 'AAPL', /Apple Inc\./);
    await expect(page.getByTestId('edgar-profile')).toContainText('Electronic Computers');
    await expect(page.getByText(/Latest revenue/)).toBeVisible();
    expect(scripts.some((name) => /financials-(tab|chart)/.test(name))).toBe(false);

    await page.getByRole('tab', { name: 'Financials' }).click();
    const chart = page.getByTestId('financials-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(scripts.some((name) => /financials-chart/.test(name))).toBe(true);

    const table = page.getByTestId('financials-table');
    await expect(table.getByRole('columnheader', { name: /FY2024/ })).toBeVisible();
    const revenue = table.getByRole('row', { name: /^Revenue/ });
    const fy2024 = revenue.getByRole('link', { name: /\$391\.0B/ });
    await expect(fy2024).toHaveAttribute(
      'href',
      new RegExp(`^${fakeEdgar}/Archives/edgar/data/320193/\\d{18}/\\d{10}-\\d{2}-\\d{6}-index\\.htm$`),
    );
    await expect(fy2024).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Quarterly' }).click();
    await expect(table.getByRole('columnheader', { name: /Q4 FY2024/ })).toBeVisible();
    await expect(page.getByText(/Derived: a fourth quarter/)).toBeVisible();
  });

  test('an older 10-K from the history (an EDGAR older page) opens in the viewer and is analysed', async ({
    page,
  }) => {
    await control(page, 'paging', { recent: 200, pageSize: 400 });
    await serveOlderTenK(page);
    await openDashboardAsNewUser(page);
    // Unique: the analysis cache is shared across users, and this test needs a fresh analysis.
    await saveCompanyDescription(page, `endpoint security software for enterprises (depth ${Date.now()})`);
    await openCompany(page, 'AAPL', /Apple Inc\./);
    await page.getByRole('tab', { name: 'SEC Documents' }).click();
    await expect(page.getByText('Fiscal year 2025')).toBeVisible();

    // The history narrows to one form, and back.
    const history = page.getByRole('region', { name: 'Filing history by fiscal year' });
    await history.getByRole('button', { name: '10-K', exact: true }).click();
    await expect(history.getByRole('button', { name: /^View 10-K filed/ }).first()).toBeVisible();
    await expect(history.getByRole('button', { name: /^View 10-Q filed/ })).toHaveCount(0);
    await history.getByRole('button', { name: '10-K and 10-Q' }).click();
    await expect(history.getByRole('button', { name: /^View 10-Q filed/ }).first()).toBeVisible();

    const older = page.getByRole('button', { name: 'View 10-K filed 10/31/2019' });
    for (let i = 0; i < 5 && !(await older.isVisible()); i++) {
      await page.getByRole('button', { name: 'Load older' }).click();
      await page.waitForTimeout(300);
    }
    await older.click();
    const viewer = page.getByRole('region', { name: 'Filing Viewer' });
    await expect(viewer.getByTitle('AAPL 10-K filed 10/31/2019')).toBeVisible();

    await viewer.getByRole('button', { name: 'Analyze' }).click();
    const dialog = page.getByRole('dialog', { name: 'SEC Filing Analysis: AAPL (10-K)' });
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/analysis' && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Analyze' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ accession: '0000320193-19-000119' });
    await expect(dialog.getByTestId('analysis-results')).toBeVisible();
  });

  test('News & Events lists decoded 8-Ks with sales triggers; one opens in the viewer, a missing one says so', async ({
    page,
  }) => {
    await control(page, 'filing', {
      cik: 320193,
      ticker: 'AAPL',
      form: '8-K',
      accessionNumber: '0000320193-25-000071',
      filingDate: '2025-07-31',
      reportDate: '2025-07-31',
      primaryDocument: 'aapl-20250731.htm',
      html: '<html><body><h1>Apple Inc. Form 8-K</h1><p>Item 2.02 Results of Operations and Financial Condition</p></body></html>',
    });
    await openDashboardAsNewUser(page);
    await openCompany(page, 'AAPL', /Apple Inc\./);
    await page.getByRole('tab', { name: 'News & Events' }).click();

    const events = page.getByTestId('event');
    const results = events.filter({ hasText: 'Jul 31, 2025' });
    await expect(results).toContainText('Results of Operations and Financial Condition');
    await page.getByRole('button', { name: 'Sales triggers' }).click();
    await expect(events.first()).toContainText('Sales trigger');
    await expect(events.first()).toContainText(/Departure of Directors or Certain Officers/);

    // An 8-K whose document the replica does not hold: the reason in the panel, never JSON in the frame.
    await events.first().getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByTestId('document-error')).toContainText(
      'The filing document is not available from SEC EDGAR.',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open on SEC EDGAR' })).toHaveAttribute(
      'href',
      /ef20052355_8k\.htm$/,
    );

    await page.getByRole('button', { name: 'Results', exact: true }).click();
    await events
      .filter({ hasText: 'Jul 31, 2025' })
      .getByRole('button', { name: 'Open', exact: true })
      .click();
    const frame = page.frameLocator('iframe[title="AAPL 8-K filed 7/31/2025"]');
    await expect(frame.getByRole('heading', { name: 'Apple Inc. Form 8-K' })).toBeVisible();
    // Opened below the list, the viewer is brought into view.
    await expect(page.getByTestId('event-viewer')).toBeInViewport();
  });
});
