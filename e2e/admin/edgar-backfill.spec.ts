import { expect, test } from '../support/fixtures';

test.describe('EDGAR backfill in the data manager', () => {
  test('an admin starts the backfill, sees done / total with its rate and time left, and cancels it', async ({
    page,
    admin: _admin,
  }) => {
    await page.goto('/finnhub-import');
    await page.getByRole('tab', { name: 'Update Data' }).click();
    const start = page.getByRole('button', { name: 'Update All from EDGAR' });
    await start.click();
    await expect(start).toBeDisabled();
    // Every registrant of the catalogue is counted; the fake EDGAR answers one submissions file at a time, 8 a second.
    await expect(page.getByTestId('job-progress').last()).toHaveText(/^[1-9]\d* \/ [1-9]\d*$/, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('job-pace')).toContainText(/per second · .* left/, { timeout: 30_000 });
    // A reload finds the same job running on the server.
    await page.reload();
    await page.getByRole('tab', { name: 'Update Data' }).click();
    await expect(page.getByRole('button', { name: 'Update All from EDGAR' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(page.getByRole('button', { name: 'Update All from EDGAR' })).toBeEnabled({
      timeout: 30_000,
    });
  });
});
