import { expect, test } from '../support/fixtures';
import { NO_CRM_PORT, NO_CRM_URL } from './support';

// Worker options are set at the top of a file (a describe cannot change its worker's fixtures).
test.use({ proServerOptions: { port: NO_CRM_PORT, crmKeys: false } });

test.describe('CRM export on a server without Salesforce or HubSpot keys', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.use({ baseURL: NO_CRM_URL });

  test('a Pro user is told export is not available on this server, not that a connection failed', async ({
    page,
    analysedFiling: _analysedFiling,
  }) => {
    await page.getByRole('button', { name: 'Export to Salesforce' }).click();
    const sf = page.getByRole('dialog', { name: 'Export to Salesforce' });
    await expect(sf.getByText('Export to Salesforce is not available on this server.')).toBeVisible();
    await expect(sf.getByRole('button', { name: 'Connect to Salesforce' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sf).toBeHidden();

    await page.getByRole('button', { name: 'Export to HubSpot' }).click();
    const hs = page.getByRole('dialog', { name: 'Export to HubSpot' });
    await expect(hs.getByText('Export to HubSpot is not available on this server.')).toBeVisible();
    await expect(hs.getByRole('button', { name: 'Connect HubSpot' })).toHaveCount(0);
    await expect(page.getByText('Connection Failed')).toHaveCount(0);

    await page.goto('/account');
    await expect(page.getByTestId('connection-salesforce')).toContainText('Not available on this server');
    await expect(page.getByTestId('connection-hubspot')).toContainText('Not available on this server');
  });
});
