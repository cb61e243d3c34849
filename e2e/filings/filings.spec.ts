import { expect, type Page, test } from '@playwright/test';
import { HOSTILE_HTML, hostileFiling } from '../../server/filings/documents/fixtures/hostile-filing';
import { FAKE_EDGAR_PORT } from '../playwright.config';
import { openDashboardAsNewUser } from '../support/auth';

const fakeEdgar = `http://127.0.0.1:${FAKE_EDGAR_PORT}`;

async function control(page: Page, action: string, data: object = {}) {
  const response = await page.request.post(`${fakeEdgar}/__control/${action}`, { data });
  expect(response.ok()).toBe(true);
}

async function openDocuments(page: Page, ticker: string) {
  await openDashboardAsNewUser(page, `/dashboard?company=${ticker}&tab=documents`);
  await expect(page.getByText(`SEC Filings for ${ticker}`)).toBeVisible();
}

/** Records anything a filing could do to escape: dialogs, navigations, requests to its hosts, messages. */
function watchForEscapes(page: Page) {
  const escapes: string[] = [];
  page.on('dialog', (dialog) => {
    escapes.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Chromium reports requests that the document's CSP then refuses; only those that got past it are escapes.
  const leaving = (url: string) => url.includes('evil.example');
  page.on('requestfinished', (request) => {
    if (leaving(request.url())) escapes.push(`request ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (leaving(request.url()) && reason !== 'csp' && !reason.includes('ERR_BLOCKED_BY_CSP')) {
      escapes.push(`request ${request.url()} (${reason})`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame.url().includes('evil.example')) escapes.push(`navigated ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.text().includes('script-ran')) escapes.push('console script-ran');
  });
  return escapes;
}

test.describe.configure({ mode: 'serial' });

test.describe('SEC filings panel', () => {
  test.afterEach(async ({ page }) => {
    await control(page, 'reset');
  });

  test('Fetch Latest for AAPL opens the 10-K in the sandboxed viewer, and Open in New Tab shows the same safe view', async ({
    page,
    context,
  }) => {
    await openDocuments(page, 'AAPL');
    await page.getByRole('button', { name: 'Fetch Latest' }).click();
    const frame = page.getByTitle('AAPL 10-K filed 11/1/2024');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    await expect(page.getByRole('tab', { name: 'Filing Viewer' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.frameLocator('iframe').getByText('Apple Inc.').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Available Filings' }).click();
    await expect(
      page.getByRole('region', { name: 'Quarterly Reports (10-Q)' }).getByText('8/1/2025'),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Filing Viewer' }).click();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open in New Tab' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/api/sec-filings/document/0000320193-24-000123');
    await expect(tab.getByText('Apple Inc.').first()).toBeVisible();
    await tab.close();
  });

  test('requesting a 10-Q switches to the viewer', async ({ page }) => {
    await openDocuments(page, 'KO');
    await page.getByRole('tab', { name: 'Request Filings' }).click();
    await page.getByRole('button', { name: 'Fetch 10-Q' }).click();
    await expect(page.getByTitle('KO 10-Q filed 7/24/2025')).toBeVisible();
    await expect(
      page
        .frameLocator('iframe')
        .getByText(/Coca-Cola/i)
        .first(),
    ).toBeVisible();
  });

  test('shows an error alert when EDGAR throttles', async ({ page }) => {
    await openDocuments(page, 'WMT');
    await control(page, 'fault', { kind: 'throttle', status: 403, retryAfter: 1, path: '/submissions/' });
    await page.getByRole('tab', { name: 'Request Filings' }).click();
    await page.getByRole('button', { name: 'Fetch 10-K' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to fetch 10-K: SEC EDGAR is limiting requests right now. Please try again in 1 second.',
    );
  });

  test('a hostile filing runs and navigates nothing', async ({ page }) => {
    await control(page, 'filing', hostileFiling);
    const escapes = watchForEscapes(page);
    await openDocuments(page, 'NFLX');
    await page.getByRole('tab', { name: 'Request Filings' }).click();
    await page.getByRole('button', { name: 'Fetch 10-K' }).click();
    await expect(page.frameLocator('iframe').getByText('Hostile Corp Annual Report')).toBeVisible();
    await page.frameLocator('iframe').getByText('Click for details').click();
    await page.waitForTimeout(1_500);
    expect(escapes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  test('without the sanitiser, the frame sandbox and the document CSP still stop a hostile filing', async ({
    page,
  }) => {
    // The server's real answer with its real headers, but the raw hostile HTML as the body: the second layer alone.
    await page.route('**/api/sec-filings/document/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: HOSTILE_HTML });
    });
    const escapes = watchForEscapes(page);
    await openDocuments(page, 'AAPL');
    await page.getByRole('button', { name: 'Fetch Latest' }).click();
    await expect(page.frameLocator('iframe').getByText('Hostile Corp Annual Report')).toBeVisible();
    await page.frameLocator('iframe').getByText('Click for details').click();
    await page.waitForTimeout(1_500);
    expect(escapes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
