import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { latestMail } from '../../server/mail/outbox';
import { E2E_DATA_DIR, FAKE_EDGAR_PORT } from '../playwright.config';
import { openDashboardAsNewUser } from '../support/auth';
import { openCompany } from '../support/companies';

const fakeEdgar = `http://127.0.0.1:${FAKE_EDGAR_PORT}`;
const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const dataDir = path.resolve(process.env.PUBLIC_E2E_DATA_DIR ?? E2E_DATA_DIR);

/** The alert run's 'Check now', through the API (the button does the same). */
async function checkNow(page: Page) {
  const response = await page.request.post('/api/alerts/check', { data: {}, headers: { origin } });
  expect(response.status()).toBe(202);
}

async function alertCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/alerts');
  return ((await response.json()) as { alerts: unknown[] }).alerts.length;
}

// Nike: no other spec uses it, so the 10-Q this spec publishes in the shared fake EDGAR disturbs nobody.
test('a saved company files a 10-Q: the alert appears with a badge, the mail is in the outbox, Upcoming lists it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const user = await openDashboardAsNewUser(page);
  await openCompany(page, 'nike', /NIKE/);
  await page.getByRole('button', { name: 'Save Company' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('List Name').fill('Footwear');
  await dialog.getByRole('button', { name: 'Save Company' }).click();
  await expect(dialog).toBeHidden();

  // The first run stores what EDGAR lists now; nothing there is news.
  await page.goto('/dashboard?page=alerts');
  await expect(page.getByText('No alerts yet')).toBeVisible();
  // 'Check now' is there with no alerts yet; it says it is checking until the list is read again.
  const [checked] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/alerts/check') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Check now' }).click(),
  ]);
  expect(checked.status()).toBe(202);
  await expect(page.getByRole('button', { name: 'Checking EDGAR…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible({ timeout: 15_000 });
  expect(await alertCount(page)).toBe(0);

  const accession = `0000320187-25-9${String(Date.now()).slice(-5)}`;
  const published = await page.request.post(`${fakeEdgar}/__control/filing`, {
    data: {
      cik: 320187,
      ticker: 'NKE',
      form: '10-Q',
      accessionNumber: accession,
      // Filed now: dated EDGAR's day (New York), the day whose daily index the alert run reads.
      filingDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
      reportDate: '2025-08-31',
      primaryDocument: 'nke-q1.htm',
      html: '<p>NIKE 10-Q</p>',
    },
  });
  expect(published.ok()).toBe(true);

  await expect
    .poll(
      async () => {
        await checkNow(page);
        return alertCount(page);
      },
      { timeout: 30_000, intervals: [2000] },
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByTestId('alert-row')).toContainText('filed a 10-Q');
  await expect(page.getByTestId('alerts-badge')).toHaveText('1 unread');
  await expect
    .poll(async () => (await latestMail(dataDir, user.email, 'NKE filed a 10-Q'))?.subject)
    .toBe('NKE filed a 10-Q');

  // The mail's unsubscribe link, opened signed out: a confirmation first (a link scanner changes nothing), then the
  // button unsubscribes.
  const mail = await latestMail(dataDir, user.email, 'NKE filed a 10-Q');
  const link = new URL(mail!.links.find((l) => l.includes('/api/alerts/unsubscribe/'))!);
  const signedOut = await browser.newContext({ baseURL: origin });
  const visitor = await signedOut.newPage();
  await visitor.goto(link.pathname);
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  const notifications = async () =>
    ((await (await page.request.get('/api/profile')).json()) as { notifications: Record<string, boolean> })
      .notifications;
  expect((await notifications()).secFilingAlerts).toBe(true);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  expect((await notifications()).secFilingAlerts).toBe(false);
  await signedOut.close();

  // The mail's main link opens the Alerts section: signed in at once, signed out after signing in. (A client
  // address of its own keeps this sign-in out of the shared per-IP auth limit.)
  const open = new URL(mail!.links[0]!);
  await page.goto(open.pathname + open.search);
  await expect(page.getByTestId('alert-row')).toContainText('filed a 10-Q');
  const later = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${Date.now() % 100}.7.${(process.pid % 250) + 1}` },
  });
  const returning = await later.newPage();
  await returning.goto(open.pathname + open.search);
  await expect(returning).toHaveURL(/\/login\?redirect=%2Fdashboard%3Fpage%3Dalerts$/);
  await returning.getByLabel('Email').fill(user.email);
  await returning.getByLabel('Password', { exact: true }).fill(user.password);
  await returning.getByRole('button', { name: 'Sign In' }).click();
  await expect(returning).toHaveURL(/\/dashboard\?page=alerts$/);
  await expect(returning.getByTestId('alert-row')).toContainText('filed a 10-Q');
  await later.close();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('alerts-badge')).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Upcoming Releases' })
    .click();
  // Nike's next 10-K and 10-Q, each with an expected date (US short format) and how sure the prediction is. The
  // replica's filings stop in 2025, so against today's clock a date may carry a 'Past the SEC deadline' badge.
  const rows = page.getByTestId('upcoming-row').filter({ hasText: 'NKE' });
  await expect(rows).toHaveCount(2);
  for (const form of ['10-K', '10-Q']) {
    const row = rows.filter({ hasText: form });
    await expect(row.getByRole('cell').first().locator('time')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    await expect(row).toContainText(/(usually files|filed) \d+(–\d+)? days after (quarter|fiscal year) end/);
  }
});
