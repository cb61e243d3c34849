import { expect, test } from '@playwright/test';
import { latestMail } from '../../server/mail/outbox';
import { E2E_DATA_DIR } from '../playwright.config';
import { newUser, signUpAndSignIn } from '../support/auth';

/**
 * Teams, part 1 (ADR 0318): an owner creates a team and invites a colleague, who accepts in a second browser
 * context with that address; the owner removes them and the team is gone for them at once. Shared team lists
 * (part 2) are not built yet, so the shared thing checked here is the team's member list.
 */
test('create a team, invite, accept in a second browser, remove: access gone', async ({ page, browser }) => {
  const owner = await signUpAndSignIn(page, newUser('team-owner'));
  const colleague = newUser('team-member');
  const slug = `e2e-${Date.now()}`;

  await page.goto('/teams');
  await page.getByLabel('Team name').fill('E2E Sales');
  await page.getByLabel('Address').fill(slug);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('button', { name: 'E2E Sales (owner)' })).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail' }).fill(colleague.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status')).toHaveText('Invitation sent.');
  await expect
    .poll(async () => (await latestMail(E2E_DATA_DIR, colleague.email, 'invited you'))?.links[0])
    .toBeTruthy();
  const link = (await latestMail(E2E_DATA_DIR, colleague.email, 'invited you'))?.links[0] ?? '';

  const other = await browser.newContext();
  const colleaguePage = await other.newPage();
  await signUpAndSignIn(colleaguePage, colleague);
  await colleaguePage.goto(new URL(link).pathname);
  await expect(colleaguePage.getByRole('status')).toContainText('You joined E2E Sales');
  await colleaguePage.goto('/teams');
  await expect(colleaguePage.getByText(owner.email)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  await expect(page.getByText(colleague.email)).toHaveCount(0);

  await colleaguePage.reload();
  await expect(colleaguePage.getByRole('button', { name: /E2E Sales/ })).toHaveCount(0);
  const refused = await colleaguePage.request.get(`/api/teams`);
  expect(((await refused.json()) as { teams: unknown[] }).teams).toEqual([]);
  await other.close();
});
