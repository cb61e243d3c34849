import { openDashboardAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

/**
 * The spec's fallback address `/api/sec-filings/document/{ticker}/{type}` needs the session: it is loaded by a
 * sandboxed frame of the app, whose navigation request still carries the app's SameSite=Lax cookie (the frame is
 * same-site); its answer is a redirect to the signed, cookie-free view.
 */
test.describe('fallback document address in a frame', () => {
  test("the Filing Analysis Tool's View Document tab shows the latest filing of the type", async ({
    page,
    admin: _admin,
  }) => {
    // The tool is an admin page.
    await page.goto('/test-analysis?ticker=AAPL&type=10-K');
    await page.getByRole('tab', { name: 'View Document' }).click();
    const frame = page.frameLocator('iframe[title="AAPL 10-K filing"]');
    await expect(frame.getByText('Apple Inc.').first()).toBeVisible();
  });

  test('a frame without any sandbox permission loads it too, by redirect to the signed view', async ({
    page,
  }) => {
    await openDashboardAsNewUser(page);
    const redirected = page.waitForResponse((response) =>
      /\/api\/sec-filings\/document\/\d{10}-\d{2}-\d{6}\?expires=\d+&sig=/.test(response.url()),
    );
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.id = 'fallback';
      frame.setAttribute('sandbox', '');
      frame.src = '/api/sec-filings/document/KO/10-Q';
      document.body.append(frame);
    });
    expect((await redirected).status()).toBe(200);
    await expect(
      page
        .frameLocator('#fallback')
        .getByText(/Coca-Cola/i)
        .first(),
    ).toBeVisible();
  });

  test('signed out, the fallback address is refused', async ({ page }) => {
    const response = await page.request.get('/api/sec-filings/document/AAPL/10-K', { maxRedirects: 0 });
    expect(response.status()).toBe(401);
  });
});
