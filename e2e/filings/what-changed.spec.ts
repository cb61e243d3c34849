import { expect, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';

// Tesla's real 10-Q (Q2 2025) restates one risk factor of its 10-K (FY2024): both are in the shared EDGAR data, so
// the comparison runs on real filings and this spec publishes nothing in the shared fake EDGAR.
test("a filing's 'What changed' tab: a 10-Q's changed risk factor quoted from both years, linked to its passage; a first 10-K says there is nothing to compare", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openDashboardAsNewUser(page, '/dashboard?company=TSLA&tab=documents');
  await expect(page.getByText('SEC Filings for TSLA')).toBeVisible();
  await page.getByRole('button', { name: 'Fetch Latest' }).click();
  await expect(page.getByRole('tab', { name: 'Filing Viewer' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Available Filings' }).click();
  await page
    .getByRole('region', { name: 'Quarterly Reports (10-Q)' })
    .getByRole('button', { name: 'View Filing' })
    .first()
    .click();
  const viewer = page.getByRole('region', { name: 'Filing Viewer' });
  await expect(viewer.getByRole('heading', { name: /TSLA 10-Q/ })).toBeVisible();
  await viewer.getByRole('tab', { name: 'What changed' }).click();

  const changes = page.getByTestId('what-changed');
  await expect(changes).toContainText('Compared with the 10-K filed 1/30/2025', { timeout: 30_000 });
  await expect(changes).toContainText('Risk Factors: 0 new, 0 removed, 1 rewritten, 0 unchanged');
  const rewritten = page.getByTestId('change-rewritten');
  await expect(rewritten).toHaveCount(1);
  await expect(rewritten).toContainText('Last year');
  await expect(rewritten).toContainText('This year');

  // Each quote links to its own year's document, opened at the marked passage.
  const links = rewritten.getByRole('link', { name: 'open passage' });
  await expect(links).toHaveCount(2);
  const [lastYear, thisYear] = await Promise.all(
    [links.nth(0), links.nth(1)].map((l) => l.getAttribute('href')),
  );
  expect(lastYear).toMatch(
    /^\/api\/sec-filings\/document\/0001628280-25-003063\?.*&highlight=\d+-\d+#highlight$/,
  );
  expect(thisYear).toMatch(
    /^\/api\/sec-filings\/document\/0001628280-25-035806\?.*&highlight=\d+-\d+#highlight$/,
  );
  const document = await page.request.get(thisYear!);
  expect(document.status()).toBe(200);
  expect(await document.text()).toContain('id="highlight"');

  // The FY2024 10-K against the FY2023 one (both in the shared data): risk factors reworded word by word, with
  // no page number or running header counted as a change.
  await page.getByRole('tab', { name: 'Available Filings' }).click();
  await page
    .getByRole('region', { name: 'Annual Reports (10-K)' })
    .getByRole('button', { name: 'View Filing' })
    .first()
    .click();
  await expect(viewer.getByRole('heading', { name: /TSLA 10-K/ })).toBeVisible();
  await viewer.getByRole('tab', { name: 'What changed' }).click();
  await expect(changes).toContainText('Compared with the 10-K filed 1/29/2024', { timeout: 60_000 });
  await expect(changes.getByTestId('reworded').first()).toBeVisible();
  await expect(changes.locator('del').first()).toBeVisible();
  await expect(changes.locator('ins').first()).toBeVisible();
  await expect(changes).not.toContainText('Table of Contents');
});
