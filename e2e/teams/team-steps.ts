import { type Browser, expect, type Page } from '@playwright/test';
import { latestMail } from '../../server/mail/outbox';
import { E2E_DATA_DIR } from '../playwright.config';
import { type E2EUser, signUpAndSignIn } from '../support/auth';

/** Creates a team named `name` on /teams (a unique address) and waits until the owner's team button shows. */
export async function createTeam(page: Page, name: string) {
  await page.goto('/teams');
  await page.getByLabel('Team name').fill(name);
  await page.getByLabel('Address').fill(`e2e-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('button', { name: `${name} (owner)` })).toBeVisible();
}

/** Invites `email` from the team page that is open; returns the path of the link the invitation mail carries. */
export async function invite(page: Page, email: string): Promise<string> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status')).toHaveText('Invitation sent.');
  await expect
    .poll(async () => (await latestMail(E2E_DATA_DIR, email, 'invited you'))?.links[0])
    .toBeTruthy();
  return new URL((await latestMail(E2E_DATA_DIR, email, 'invited you'))?.links[0] ?? '').pathname;
}

/** The colleague signs up in a browser context of their own and accepts the invitation to `team`. */
export async function acceptInNewContext(
  browser: Browser,
  colleague: E2EUser,
  invitation: string,
  team: string,
) {
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await signUpAndSignIn(colleaguePage, colleague);
  await colleaguePage.goto(invitation);
  await expect(colleaguePage.getByRole('status')).toContainText(`You joined ${team}`);
  return { context, colleaguePage };
}
