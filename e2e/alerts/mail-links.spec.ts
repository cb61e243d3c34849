import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { latestMail, type OutboxMessage } from '../../server/mail/outbox';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { type E2EUser, newUser } from '../support/auth';
import { type OwnServer, postgresAvailable, query, startOwnServer } from '../support/own-server';

/**
 * Issue 27 item 0: every link of the weekly digest and of a product announcement, followed in a browser signed in
 * and signed out, unsubscribe included. The digest is a Monday job: this spec runs its own server on a PostgreSQL
 * database it can write to, and makes the digest's schedule due now, so the server's own job sends the mail.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const URL_BASE = `http://localhost:${PORT}`;

let server: OwnServer;

const clientIp = () => `10.${randomInt(100)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs up and in on this spec's server from the page's browser context. */
async function signUp(page: Page, user: E2EUser): Promise<E2EUser> {
  const headers = { origin: URL_BASE, 'x-forwarded-for': clientIp() };
  const data = { email: user.email, password: user.password, name: user.name };
  const created = await page.request.post('/api/auth/sign-up/email', { data, headers });
  expect(created.ok(), await created.text()).toBe(true);
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return user;
}

async function notifications(page: Page): Promise<Record<string, boolean>> {
  const response = await page.request.get('/api/profile');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { notifications: Record<string, boolean> }).notifications;
}

async function waitForMail(to: string, subjectPart: string, timeout: number): Promise<OutboxMessage> {
  let mail: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        mail = await latestMail(server.dataDir, to, subjectPart);
        return mail?.subject;
      },
      { timeout, intervals: [1000] },
    )
    .toContain(subjectPart);
  return mail!;
}

/** Every address the mail's HTML links to is in its `links` (what the outbox lists, and this spec follows). */
function expectLinksListed(mail: OutboxMessage) {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(new Set(hrefs)).toEqual(new Set(mail.links));
  for (const link of mail.links) {
    expect(mail.text).toContain(link);
    expect(new URL(link).origin).toBe(URL_BASE);
  }
}

/** A browser with nobody signed in, speaking from its own client address (auth limits are per address). */
async function signedOut(browser: Browser) {
  const context = await browser.newContext({
    baseURL: URL_BASE,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
  return { context, page: await context.newPage() };
}

const path = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test.describe('links in the digest and product-update mails', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  test.use({ baseURL: URL_BASE });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    test.skip(!(await postgresAvailable()), 'needs PostgreSQL (TEST_DATABASE_URL) to make the digest due');
    server = await startOwnServer({ port: PORT, postgres: true, env: { ADMIN_EMAILS: E2E_ADMIN_EMAIL } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the weekly digest: "Open your alerts" opens Alerts signed in and after sign-in; unsubscribe turns the digest off', async ({
    page,
    browser,
  }) => {
    const user = await signUp(page, newUser('digest'));
    // The digest goes to users with saved companies: save one (the catalogue loads in the background at first start).
    let companyId = '';
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/companies/KO');
          if (response.ok()) companyId = ((await response.json()) as { company: { id: string } }).company.id;
          return companyId;
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .not.toBe('');
    const saved = await page.request.post('/api/saved-companies', {
      data: { companyId },
      headers: { origin: URL_BASE },
    });
    expect(saved.status()).toBe(201);

    // Monday 08:00 UTC, now: the schedule poller (every 30 s) enqueues the digest job, which mails it.
    await query(
      server,
      `INSERT INTO job_schedules (name, kind, cron, timezone, enabled, payload, next_run_at)
       VALUES ('alerts-digest', 'alerts-digest', '0 8 * * 1', 'UTC', true, '{}'::jsonb, now() - interval '1 minute')
       ON CONFLICT (name) DO UPDATE SET enabled = true, next_run_at = now() - interval '1 minute'`,
    );
    const mail = await waitForMail(user.email, 'Your 10Kai weekly digest', 90_000);
    expectLinksListed(mail);
    const open = mail.links.find((link) => !link.includes('/unsubscribe'));
    const unsubscribe = mail.links.find((link) => link.includes('/api/alerts/unsubscribe/'));
    expect(open).toBe(`${URL_BASE}/dashboard?page=alerts`);
    expect(unsubscribe).toBeTruthy();
    expect(mail.links).toHaveLength(2);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=/,
    );

    // Signed in: the Alerts section at once.
    await page.goto(path(open!));
    await expect(page).toHaveURL(/\/dashboard\?page=alerts$/);
    await expect(page.getByText('No alerts yet')).toBeVisible();

    // Signed out: the sign-in page, then the Alerts section.
    const later = await signedOut(browser);
    await later.page.goto(path(open!));
    await expect(later.page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Fpage%3Dalerts$/);
    await later.page.getByLabel('Email').fill(user.email);
    await later.page.getByLabel('Password', { exact: true }).fill(user.password);
    await later.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(later.page).toHaveURL(/\/dashboard\?page=alerts$/);
    await expect(later.page.getByText('No alerts yet')).toBeVisible();
    await later.context.close();

    // Unsubscribe, signed in: a confirmation page naming the digest; nothing changes until its button.
    await page.goto(path(unsubscribe!));
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByText('Stop receiving the Weekly Digest by e-mail?')).toBeVisible();
    expect((await notifications(page)).weeklyDigest).toBe(true);

    // Signed out: the same page, and its button turns the digest off (and nothing else).
    const visitor = await signedOut(browser);
    await visitor.page.goto(path(unsubscribe!));
    await expect(visitor.page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor.page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    await expect(visitor.page.getByText('You will no longer receive the Weekly Digest')).toBeVisible();
    await visitor.context.close();
    const after = await notifications(page);
    expect(after.weeklyDigest).toBe(false);
    expect(after.secFilingAlerts).toBe(true);
  });

  test('a product announcement sent from /product-updates reaches the opted-in user; its unsubscribe link works signed out and signed in', async ({
    page,
    browser,
  }) => {
    const user = await signUp(page, newUser('updates'));
    const other = await signedOut(browser);
    const optedOut = await signUp(other.page, newUser('no-updates'));
    await other.context.close();
    const current = await notifications(page);
    expect(current.productUpdates).toBe(false);
    const optIn = await page.request.put('/api/profile/notifications', {
      data: { ...current, productUpdates: true },
      headers: { origin: URL_BASE },
    });
    expect(optIn.ok(), await optIn.text()).toBe(true);

    // The admin's page sends it.
    const admin = await browser.newContext({
      baseURL: URL_BASE,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
    });
    const adminPage = await admin.newPage();
    await signUp(adminPage, { ...newUser('admin'), email: E2E_ADMIN_EMAIL });
    await adminPage.goto('/product-updates');
    await expect(adminPage.getByRole('heading', { name: 'Product Updates' })).toBeVisible();
    const subject = `New in 10Kai ${Date.now()}`;
    await adminPage.getByLabel('Subject').fill(subject);
    await adminPage.getByLabel('Message').fill('Filing history now narrows to 10-K, 10-Q or 8-K.\n\nEnjoy.');
    await adminPage.getByRole('button', { name: 'Send to opted-in users' }).click();
    await expect(adminPage.getByTestId('product-update-sent')).toBeVisible();
    await admin.close();

    const mail = await waitForMail(user.email, subject, 30_000);
    expect(await latestMail(server.dataDir, optedOut.email, subject)).toBeUndefined();
    expectLinksListed(mail);
    expect(mail.links).toHaveLength(1);
    const unsubscribe = mail.links[0]!;
    expect(unsubscribe).toContain('/api/alerts/unsubscribe/');
    const oneClick = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toContain('/api/alerts/unsubscribe?token=');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Signed out: the confirmation page, which by itself changes nothing (a link scanner unsubscribes nobody).
    const visitor = await signedOut(browser);
    await visitor.page.goto(path(unsubscribe));
    await expect(visitor.page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(visitor.page.getByText('Stop receiving Product Updates by e-mail?')).toBeVisible();
    await visitor.context.close();
    expect((await notifications(page)).productUpdates).toBe(true);

    // Signed in: the same page; its button turns Product Updates off.
    await page.goto(path(unsubscribe));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    await expect(page.getByText('You will no longer receive Product Updates')).toBeVisible();
    const after = await notifications(page);
    expect(after.productUpdates).toBe(false);
    expect(after.weeklyDigest).toBe(true);

    // Turned back on, a mail provider's one-click POST (RFC 8058, from the List-Unsubscribe header) turns it off.
    await page.request.put('/api/profile/notifications', {
      data: { ...after, productUpdates: true },
      headers: { origin: URL_BASE },
    });
    const provider = await signedOut(browser);
    const posted = await provider.page.request.post(oneClick!, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(posted.status()).toBe(200);
    await provider.context.close();
    expect((await notifications(page)).productUpdates).toBe(false);
  });
});
