import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { newUser, openDashboardAsNewUser, signUpAndSignIn } from '../support/auth';
import { openCompany } from '../support/companies';
import { letters, postAnalysis, saveCompanyDescription } from './support';

interface Evidence {
  quote: string;
  start: number;
  end: number;
}
interface AnalysisBody {
  usageTracked: boolean;
  analysis: { keyInitiatives: Array<{ title: string; evidence: Evidence | null }> };
}

// Unique per run: analyses are cached across users, and other specs analyse AAPL too.
const DESCRIPTION = `endpoint security software for enterprises (analysis ${Date.now()})`;

async function openAppleFilingViewer(page: Page) {
  await openDashboardAsNewUser(page);
  await saveCompanyDescription(page, DESCRIPTION);
  await openCompany(page, 'AAPL', /Apple Inc\./);
  await page.getByRole('tab', { name: 'SEC Documents' }).click();
  await page.getByRole('button', { name: 'Fetch Latest' }).click();
  await expect(page.getByTitle('AAPL 10-K filed 11/1/2024')).toBeVisible();
}

test.describe('sales analysis', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the viewer's Analyze opens the dialog; 'Show in filing' highlights the quoted passage; the meter moves", async ({
    page,
  }) => {
    await openAppleFilingViewer(page);
    const meterCount = page.getByTestId('usage-meter-inline').getByTestId('usage-count');
    await expect(meterCount).toHaveText('0 / 10');

    await page
      .getByRole('region', { name: 'Filing Viewer' })
      .getByRole('button', { name: 'Analyze' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'SEC Filing Analysis: AAPL (10-K)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('description-in-use')).toContainText(DESCRIPTION);

    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/analysis' && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Analyze' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as AnalysisBody;
    expect(body.usageTracked).toBe(true);

    const results = dialog.getByTestId('analysis-results');
    await expect(dialog.getByTestId('analysis-engine')).toHaveText(
      "Written by: Evidence engine — extracts and ranks the filing's own sentences",
    );
    for (const group of [
      'Key Initiatives',
      'Risk Factors',
      'Positioning Opportunities',
      'Conversation Starters',
    ]) {
      await expect(results.getByText(group, { exact: true })).toBeVisible();
    }
    const first = body.analysis.keyInitiatives[0];
    if (!first?.evidence) throw new Error('the first key initiative has no evidence');
    await expect(results.getByText(first.title, { exact: true }).first()).toBeVisible();
    await expect(meterCount).toHaveText('1 / 10');

    // The first 'Show in filing' belongs to the first key initiative.
    await results.getByRole('button', { name: 'Show in filing' }).first().click();
    await expect(dialog.getByRole('tab', { name: 'Document' })).toHaveAttribute('aria-selected', 'true');
    const frame = dialog.locator('iframe[title="AAPL 10-K document"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`highlight=${first.evidence.start}-${first.evidence.end}#highlight$`),
    );
    const document = page.frameLocator('iframe[title="AAPL 10-K document"]');
    const mark = document.locator('mark#highlight');
    await expect(mark).toBeVisible();
    await expect(mark).toBeInViewport();
    const marked = await document.locator('mark.tenkai-highlight').allTextContents();
    expect(letters(marked.join(''))).toBe(letters(first.evidence.quote));

    // Back on Sales Analysis the results are still there.
    await dialog.getByRole('tab', { name: 'Sales Analysis' }).click();
    await expect(results).toBeVisible();

    // Past Analyses keeps it: reopened as it was, without counting another analysis.
    await page.goto('/dashboard?page=analyses');
    const row = page.getByTestId('analysis-history-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('AAPL 10-K');
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(row.getByTestId('analysis-results')).toContainText(first.title);
    await expect(meterCount).toHaveText('1 / 10');
  });

  test('the banner and the limit message appear once the free analyses are used up', async ({ page }) => {
    await openDashboardAsNewUser(page);
    await expect(page.getByTestId('usage-meter-inline').getByTestId('usage-count')).toHaveText('0 / 10');
    await expect(page.getByTestId('usage-banner')).toHaveCount(0);

    // Identical analyses come from the cache for free, so each one sells something else.
    for (let i = 1; i <= 10; i += 1) {
      const response = await postAnalysis(page, {
        ticker: 'AAPL',
        filingType: '10-K',
        productDescription: `${DESCRIPTION}, edition ${i}`,
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    const over = await postAnalysis(page, {
      ticker: 'AAPL',
      filingType: '10-K',
      productDescription: `${DESCRIPTION}, edition 11`,
    });
    expect(over.status()).toBe(429);

    await page.reload();
    const banner = page.getByTestId('usage-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("You've reached your free tier limit");
    await expect(banner).toContainText('Upgrade to Pro for unlimited analyses');
    const meter = page.getByTestId('usage-meter-inline');
    await expect(meter.getByTestId('usage-count')).toHaveText('10 / 10');
    await expect(meter.getByText("You've reached your free tier limit")).toBeVisible();
  });

  test('/test-analysis (admin) analyses the ticker and type from the address', async ({ page }) => {
    await page.goto('/');
    await signUpAndSignIn(page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL });
    await saveCompanyDescription(page, DESCRIPTION);
    await page.goto('/test-analysis?ticker=aapl&type=10-K');
    await expect(page.getByRole('heading', { name: 'Filing Analysis Tool' })).toBeVisible();
    await expect(page.getByLabel('Ticker')).toHaveValue('AAPL');
    await expect(page.getByRole('tab', { name: 'Sales Analysis' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    const results = page.getByTestId('analysis-results');
    await expect(results.getByText('Risk Factors', { exact: true })).toBeVisible({ timeout: 30_000 });

    await results.getByRole('button', { name: 'Show in filing' }).first().click();
    await expect(page.getByRole('tab', { name: 'View Document' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.frameLocator('iframe[title="AAPL 10-K filing"]').locator('mark#highlight'),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Sales Analysis' }).click();
    await expect(results).toBeVisible();
  });
});
