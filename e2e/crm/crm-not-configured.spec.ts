import { expect, test } from '@playwright/test';
import { newUser } from '../support/auth';
import {
  analyseApple,
  type CrmServer,
  makePro,
  NO_CRM_PORT,
  NO_CRM_URL,
  postgresAvailable,
  signUpOnCrmServer,
  startCrmServer,
} from './support';

let server: CrmServer;

test.describe('CRM export on a server without Salesforce or HubSpot keys', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.use({ baseURL: NO_CRM_URL });

  test.beforeAll(async () => {
    test.skip(!(await postgresAvailable()), 'needs PostgreSQL (TEST_DATABASE_URL) to make a user Pro');
    server = await startCrmServer({ port: NO_CRM_PORT, crmKeys: false });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a Pro user is told export is not available on this server, not that a connection failed', async ({
    page,
  }) => {
    const user = newUser('crm-off');
    await signUpOnCrmServer(page, user, NO_CRM_URL);
    await makePro(server.databaseUrl, user.email);

    await page.goto('/account');
    await expect(page.getByTestId('connection-salesforce')).toContainText('Not available on this server');
    await expect(page.getByTestId('connection-hubspot')).toContainText('Not available on this server');

    await analyseApple(page);
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
  });
});
