import { expect, test } from '@playwright/test';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

/**
 * Issue 27 item 2: an 8-K's press release (its EX-99.1, the part salespeople read) opens from News & Events in the
 * app's viewer, brought into view. Real 8-Ks from the shared replica the fake EDGAR serves: Adobe's Q1 FY2023
 * earnings (its index page recorded) and 3M's Solventum spin-off (an index page built from the full submission).
 */
test.describe('8-K press release', () => {
  test.describe.configure({ timeout: 90_000 });

  test("Adobe's earnings 8-K: Press release opens the real EX-99.1 in the viewer; Open still shows the 8-K", async ({
    page,
  }) => {
    await openDashboardAsNewUser(page);
    await openCompany(page, 'ADBE', /Adobe/i);
    await page.getByRole('tab', { name: 'News & Events' }).click();

    const earnings = page.getByTestId('event').filter({ hasText: 'Mar 15, 2023' });
    await expect(earnings.getByRole('link', { name: /Exhibits/ })).toHaveAttribute(
      'href',
      /\/0000796343-23-000044-index\.htm$/,
    );
    await earnings.getByRole('button', { name: 'Press release' }).click();

    const viewer = page.getByTestId('event-viewer');
    await expect(
      viewer.getByRole('heading', { name: 'ADBE 8-K – Press release (Exhibit 99.1)' }),
    ).toBeVisible();
    const frame = page.frameLocator('iframe[title="ADBE 8-K filed 3/15/2023"]');
    await expect(frame.getByText('Adobe Reports Record Revenue in Q1 Fiscal 2023')).toBeVisible();
    await expect(viewer).toBeInViewport();

    await earnings.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(viewer.getByRole('heading', { name: 'ADBE 8-K – Current Report' })).toBeVisible();
    await expect(frame.getByText('Results of Operations and Financial Condition').first()).toBeVisible();
  });

  test("3M's spin-off 8-K: the press release opens from an index EDGAR builds from the submission", async ({
    page,
  }) => {
    await openDashboardAsNewUser(page);
    await openCompany(page, 'MMM', /3M/i);
    await page.getByRole('tab', { name: 'News & Events' }).click();

    await page
      .getByTestId('event')
      .filter({ hasText: 'Mar 8, 2024' })
      .getByRole('button', { name: 'Press release' })
      .click();
    const frame = page.frameLocator('iframe[title="MMM 8-K filed 3/8/2024"]');
    await expect(frame.getByText('3M Board of Directors Approves Spin-off of Solventum')).toBeVisible();
    await expect(page.getByTestId('event-viewer')).toBeInViewport();
  });
});
