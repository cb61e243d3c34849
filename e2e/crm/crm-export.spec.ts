import { expect, test } from '@playwright/test';
import { newUser } from '../support/auth';
import {
  analyseApple,
  CRM_URL,
  type CrmServer,
  fakeState,
  HUBSPOT_URL,
  makePro,
  postgresAvailable,
  resetFake,
  SALESFORCE_URL,
  signUpOnCrmServer,
  startCrmServer,
} from './support';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

let server: CrmServer;

test.describe('CRM export', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.use({ baseURL: CRM_URL });

  test.beforeAll(async () => {
    test.skip(!(await postgresAvailable()), 'needs PostgreSQL (TEST_DATABASE_URL) to make a user Pro');
    server = await startCrmServer();
    await Promise.all([resetFake(SALESFORCE_URL), resetFake(HUBSPOT_URL)]);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a free user sees both exports marked Pro, leading to the pricing page; the CRM API refuses them', async ({
    page,
  }) => {
    const user = newUser('crm-free');
    await signUpOnCrmServer(page, user);
    await analyseApple(page);
    await expect(page.getByRole('button', { name: 'Export to Salesforce' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export to HubSpot Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByText('CRM export is part of the Pro plan.')).toBeVisible();
    await page.getByRole('link', { name: 'Export to Salesforce Pro' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('[data-plan="pro"]').getByRole('button', { name: 'Subscribe' })).toBeVisible();

    // /account's Connections: no connect buttons, an upgrade link to the same page.
    await page.goto('/account');
    const connections = page.locator('#connections');
    await expect(
      connections.getByText('Exports to Salesforce and HubSpot are part of the Pro plan.'),
    ).toBeVisible();
    await expect(connections.getByRole('button', { name: 'Connect Salesforce' })).toHaveCount(0);
    await connections.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    const response = await page.request.get('/api/salesforce/connection-status');
    expect(response.status()).toBe(403);
  });

  test('a Pro user connects both CRMs and exports an analysis to each, quotes included', async ({ page }) => {
    const user = newUser('crm-pro');
    await signUpOnCrmServer(page, user);
    await makePro(server.databaseUrl, user.email);

    // Connect both from the Connections section of /account; each consent screen returns there.
    await page.goto('/account');
    const connections = page
      .getByRole('heading', { name: 'Connections' })
      .locator('xpath=ancestor::*[@id="connections"]');
    await connections.getByRole('button', { name: 'Connect Salesforce' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('connection-salesforce')).toContainText(
      'Connected as seller@fake-org.example',
    );
    await page.getByTestId('connection-hubspot').getByRole('button', { name: 'Connect HubSpot' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('connection-hubspot')).toContainText(
      'Connected as fake-portal.hubspot.example',
    );

    const body = await analyseApple(page);
    const quotes = [...body.analysis.keyInitiatives, ...body.analysis.riskFactors]
      .map((item) => item.evidence?.quote)
      .filter((quote): quote is string => Boolean(quote));
    expect(quotes.length).toBeGreaterThan(0);

    // Salesforce: Account, search, pick, export; the dialog closes 2 s after the success.
    await page.getByRole('button', { name: 'Export to Salesforce' }).click();
    const sf = page.getByRole('dialog', { name: 'Export to Salesforce' });
    await sf.getByRole('textbox', { name: 'Search Salesforce accounts' }).fill('Apple');
    await sf.getByRole('button', { name: 'Search' }).click();
    await sf.getByRole('button', { name: 'Apple Inc. — Technology' }).click();
    await sf.getByRole('button', { name: 'Export' }).click();
    await expect(sf.getByText('Analysis added to Apple Inc. in Salesforce')).toBeVisible();
    await expect(sf).toBeHidden({ timeout: 5000 });

    const sfState = await fakeState<{ notes: { Title: string; Body: string }[] }>(SALESFORCE_URL);
    expect(sfState.notes).toHaveLength(1);
    expect(sfState.notes[0]!.Title).toBe('10Kai Analysis: AAPL 10-K');
    for (const quote of quotes) expect(sfState.notes[0]!.Body).toContain(`> "${quote}"`);
    expect(sfState.notes[0]!.Body).toContain(`${CRM_URL}/api/crm/passage/`);

    // HubSpot: search (2+ characters), pick, export; the job is polled until it is done.
    await page.getByRole('button', { name: 'Export to HubSpot' }).click();
    const hs = page.getByRole('dialog', { name: 'Export to HubSpot' });
    await hs.getByRole('textbox', { name: 'Search HubSpot companies' }).fill('A');
    await hs.getByRole('button', { name: 'Search' }).click();
    await expect(hs.getByText('Please enter at least 2 characters to search')).toBeVisible();
    await hs.getByRole('textbox', { name: 'Search HubSpot companies' }).fill('Apple');
    await hs.getByRole('button', { name: 'Search' }).click();
    await hs.getByRole('button', { name: /^Apple Inc\./ }).click();
    await hs.getByRole('button', { name: 'Export' }).click();
    await expect(hs.getByText('Analysis has been added to HubSpot')).toBeVisible({ timeout: 30_000 });

    const hsState = await fakeState<{ notes: { body: string; associationTypeIds: number[] }[] }>(HUBSPOT_URL);
    expect(hsState.notes).toHaveLength(1);
    expect(hsState.notes[0]!.associationTypeIds).toEqual([190]);
    for (const quote of quotes) expect(hsState.notes[0]!.body).toContain(escapeHtml(quote));

    // The note's passage link opens the passage inside the app: its header, a way back, the quote highlighted.
    const link = /href="([^"]*\/api\/crm\/passage\/[^"]+)"/.exec(hsState.notes[0]!.body)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!.replaceAll('&amp;', '&'));
    await expect(page).toHaveURL(/\/passage\/\d{10}-\d{2}-\d{6}\?highlight=\d+-\d+$/);
    await expect(page.getByRole('heading', { name: 'The passage your CRM note quotes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    await expect(page.frameLocator('iframe').locator('mark#highlight').first()).toBeVisible();
  });

  test('connecting from an export dialog comes back to the same dialog, connected', async ({ page }) => {
    const user = newUser('crm-resume');
    await signUpOnCrmServer(page, user);
    await makePro(server.databaseUrl, user.email);
    await analyseApple(page);

    await page.getByRole('button', { name: 'Export to Salesforce' }).click();
    await page
      .getByRole('dialog', { name: 'Export to Salesforce' })
      .getByRole('button', { name: 'Connect to Salesforce' })
      .click();
    // Back from the consent screen: the dialog is open again for the same analysis, and the URL is clean.
    const sf = page.getByRole('dialog', { name: 'Export to Salesforce' });
    await expect(sf.getByRole('textbox', { name: 'Search Salesforce accounts' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('crmExport')).toBe(false);
    await sf.getByRole('textbox', { name: 'Search Salesforce accounts' }).fill('Apple');
    await sf.getByRole('button', { name: 'Search' }).click();
    await sf.getByRole('button', { name: 'Apple Inc. — Technology' }).click();
    await sf.getByRole('button', { name: 'Export' }).click();
    await expect(sf.getByText('Analysis added to Apple Inc. in Salesforce')).toBeVisible();
  });
});
