import { expect, test } from '@playwright/test';
import {
  CRM_URL,
  type CrmServer,
  makePro,
  postgresAvailable,
  signUpOnCrmServer,
  startCrmServer,
} from '../crm/support';
import { newUser, openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

// Coca-Cola's latest 10-K and 10-Q come from the fake EDGAR serving the shared replica.
test.describe('Account brief', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a Free user is offered Pro on the Brief tab', async ({ page }) => {
    await openDashboardAsNewUser(page);
    await openCompany(page, 'coca-cola', /Coca[- ]Cola/i);
    await page.getByRole('tab', { name: 'Brief' }).click();
    await expect(page.getByText('The account brief is part of Pro')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  });

  test.describe('Pro', () => {
    let server: CrmServer | undefined;
    test.use({ baseURL: CRM_URL });
    test.beforeAll(async () => {
      test.skip(!(await postgresAvailable()), 'needs PostgreSQL (TEST_DATABASE_URL) to make a user Pro');
      server = await startCrmServer({ crmKeys: false });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a Pro user reads, copies, prints and shares the brief; the link opens signed out until revoked', async ({
      page,
      browser,
      context,
    }) => {
      const user = newUser('brief-pro');
      await signUpOnCrmServer(page, user);
      await makePro(server!.databaseUrl, user.email);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/dashboard?page=search&company=KO&tab=brief');

      const brief = page.getByRole('article', { name: /Account brief: .*Coca[- ]Cola/i });
      await expect(brief.getByRole('heading', { name: 'Technology signals' })).toBeVisible({
        timeout: 90_000,
      });
      // No analysis yet: the brief says so instead of writing something in its place.
      await expect(brief.getByText(/No analysis of .* yet/).first()).toBeVisible();
      await expect(brief.getByRole('link', { name: 'Show in filing' }).first()).toHaveAttribute(
        'href',
        /highlight=\d+-\d+/,
      );

      await page.getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect(page.getByText('Brief copied as Markdown.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/account brief/);

      // Printing shows the brief alone: the app's header and sidebar are not printed.
      await page.emulateMedia({ media: 'print' });
      await expect(brief).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      await page.getByLabel('Expires after (days)').fill('7');
      await page.getByRole('button', { name: 'Create share link' }).click();
      const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
      expect(link).toMatch(/\/api\/shared-briefs\/[A-Za-z0-9_-]{43}$/);

      const visitor = await browser.newPage();
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1 })).toContainText(/COCA[- ]COLA/i);
      await expect(visitor.getByText(/Shared read-only on/)).toBeVisible();

      await page.getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
      const gone = await visitor.goto(link);
      expect(gone?.status()).toBe(410);
      await expect(
        visitor.getByText('This brief is no longer shared: its owner revoked the link.'),
      ).toBeVisible();
      await visitor.close();
    });
  });
});
