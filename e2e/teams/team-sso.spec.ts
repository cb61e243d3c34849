import { randomInt } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import {
  E2E_ADMIN_EMAIL,
  FAKE_DNS_CONTROL_URL,
  FAKE_OIDC_CLIENT,
  FAKE_OIDC_ISSUER,
} from '../playwright.config';
import { newUser, signUpAndSignIn } from '../support/auth';
import { createTeam } from './team-steps';

/**
 * Enterprise single sign-on (ADR 0325), end to end against the local OpenID provider and the fake DNS: a site admin
 * puts the team on Enterprise; the owner verifies the domain and connects the provider; a colleague signs in through
 * it and joins the team; once required, a password is refused for the domain.
 */

/** A client address of the spec's own, so the auth rate limits (per IP) count this test's requests only. */
const clientIp = () => `10.${randomInt(100)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A browser context of its own (a second person), with its own client address. */
async function newPerson(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  return { context, page: await context.newPage() };
}

test('an Enterprise team verifies its domain, connects its provider, and colleagues sign in through it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A domain of this attempt's own: a retry must not find it verified by the first attempt's team.
  const domain = `acme-${Date.now().toString(36)}.test`;
  const teamName = `E2E SSO ${Date.now()}`;

  // The owner creates the team; single sign-on needs the Enterprise plan first.
  await signUpAndSignIn(page, newUser('team-sso-owner'));
  await createTeam(page, teamName);
  const sso = page.getByRole('region', { name: 'Single sign-on' });
  await expect(sso.getByText(/Single sign-on comes with the Enterprise plan/)).toBeVisible();
  await expect(sso.getByRole('link', { name: 'Contact sales about Enterprise' })).toHaveAttribute(
    'href',
    '/contact-sales?topic=enterprise',
  );

  // The site admin finds the team in the admin Teams page and puts it on Enterprise.
  const admin = await newPerson(browser);
  await signUpAndSignIn(admin.page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL });
  await admin.page.goto('/admin-teams');
  await admin.page.getByLabel('Name or address').fill(teamName);
  await admin.page.getByRole('button', { name: 'Search' }).click();
  await admin.page.getByRole('button', { name: `Put ${teamName} on Enterprise` }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Put on Enterprise' }).click();
  await expect(admin.page.getByRole('button', { name: `Take ${teamName} off Enterprise` })).toBeVisible();
  await expect(admin.page.getByRole('row', { name: new RegExp(teamName) })).toContainText('Enterprise');
  await admin.context.close();

  // Step 1: claim the domain, publish the TXT record at the fake DNS, verify.
  await page.reload();
  await sso.getByLabel('Domain', { exact: true }).fill(domain);
  await sso.getByRole('button', { name: 'Save domain' }).click();
  const recordName =
    (await sso.getByRole('group', { name: 'TXT record name' }).locator('code').textContent()) ?? '';
  const recordValue =
    (await sso.getByRole('group', { name: 'TXT record value' }).locator('code').textContent()) ?? '';
  expect(recordName).toContain(domain);
  const published = await request.post(`${FAKE_DNS_CONTROL_URL}/records`, {
    data: { name: recordName, value: recordValue },
  });
  expect(published.status()).toBe(201);
  await sso.getByRole('button', { name: 'Verify' }).click();
  await expect(sso.getByText(new RegExp(`${domain.replace(/\./g, '\\.')} verified on`))).toBeVisible();

  // Step 2: the connection to the fake provider (checked by OpenID discovery).
  await expect(sso.getByRole('group', { name: 'Redirect URI' })).toContainText('/api/auth/sso/callback');
  await sso.getByLabel('Issuer URL').fill(FAKE_OIDC_ISSUER);
  await sso.getByLabel('Client ID').fill(FAKE_OIDC_CLIENT.id);
  await sso.getByLabel('Client secret').fill(FAKE_OIDC_CLIENT.secret);
  await sso.getByRole('button', { name: 'Save connection' }).click();
  await expect(sso.getByText(/Connection saved/)).toBeVisible();
  await expect(sso.getByLabel('Client secret')).toHaveAttribute(
    'placeholder',
    'stored — leave blank to keep',
  );
  const requireSso = sso.getByRole('switch', { name: `Require single sign-on for everyone at ${domain}` });
  await expect(requireSso).toBeDisabled();

  // Ana signs in through the provider in a browser of her own, lands on the dashboard, and joins the team.
  const ana = await newPerson(browser);
  const anaEmail = `ana@${domain}`;
  await ana.page.goto('/login');
  await ana.page.getByRole('link', { name: 'Sign in with SSO' }).click();
  await ana.page.getByLabel('Work e-mail').fill(anaEmail);
  await ana.page.getByRole('button', { name: 'Continue' }).click();
  await expect(ana.page).toHaveURL(new RegExp(`^${FAKE_OIDC_ISSUER}/interaction/`));
  await expect(ana.page.getByLabel('Work e-mail')).toHaveValue(anaEmail);
  await ana.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(ana.page).toHaveURL(/\/dashboard/);
  await expect(ana.page.getByRole('heading', { level: 1 })).toBeVisible();
  await ana.context.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Team members' })).toContainText(anaEmail);

  // Step 3: with a sign-in through it on record, the owner requires single sign-on for the domain.
  await expect(requireSso).toBeEnabled();
  await requireSso.click();
  await expect(requireSso).toHaveAttribute('aria-checked', 'true');
  await expect(sso.getByText(/Password sign-in and sign-up are refused for addresses at/)).toBeVisible();

  // A password is refused for the domain, and the sign-in page offers single sign-on with the address.
  const ben = await newPerson(browser);
  await ben.page.goto('/login');
  await ben.page.getByLabel('Email').fill(`ben@${domain}`);
  await ben.page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await ben.page.getByRole('button', { name: 'Sign In' }).click();
  await expect(ben.page.getByRole('alert')).toContainText(
    `People at ${domain} sign in through their company`,
  );
  await ben.page.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await expect(ben.page).toHaveURL(/\/login\/sso\?email=/);
  await expect(ben.page.getByLabel('Work e-mail')).toHaveValue(`ben@${domain}`);

  // Where the server's callback sends a failed attempt: the sign-in page, saying why.
  await ben.page.goto('/login?sso_error=expired');
  await expect(ben.page.getByRole('alert')).toHaveText(
    'That single sign-on attempt expired or was already used. Try again.',
  );
  await ben.context.close();
});
