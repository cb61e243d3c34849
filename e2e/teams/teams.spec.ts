import { expect, test } from '@playwright/test';
import { newUser, signUpAndSignIn } from '../support/auth';
import { acceptInNewContext, createTeam, invite } from './team-steps';

/**
 * Teams (ADR 0318): an owner creates a team and invites a colleague, who accepts in a second browser context with
 * that address; the owner removes them and the team is gone for them at once. Part 2: a shared list the owner
 * fills is visible to the colleague, with who added each company, until the colleague is removed.
 */
test('create a team, invite, accept in a second browser, remove: access gone', async ({ page, browser }) => {
  const owner = await signUpAndSignIn(page, newUser('team-owner'));
  const colleague = newUser('team-member');
  await createTeam(page, 'E2E Sales');
  const invitation = await invite(page, colleague.email);
  const { context: other, colleaguePage } = await acceptInNewContext(
    browser,
    colleague,
    invitation,
    'E2E Sales',
  );
  await colleaguePage.goto('/teams');
  await expect(colleaguePage.getByText(owner.email)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  await expect(page.getByRole('region', { name: 'Team members' }).getByText(colleague.email)).toHaveCount(0);

  await colleaguePage.reload();
  await expect(colleaguePage.getByRole('button', { name: /E2E Sales/ })).toHaveCount(0);
  const refused = await colleaguePage.request.get(`/api/teams`);
  expect(((await refused.json()) as { teams: unknown[] }).teams).toEqual([]);
  await other.close();
});

test('shared list visible to the colleague, remove member: access gone', async ({ page, browser }) => {
  await signUpAndSignIn(page, newUser('list-owner'));
  const colleague = newUser('list-member');
  await createTeam(page, 'E2E Lists');
  const invitation = await invite(page, colleague.email);

  await page.getByLabel('List name').fill('Q3 targets');
  await page.getByRole('button', { name: 'Create list' }).click();
  await page.getByLabel('Company', { exact: true }).fill('Apple');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Add AAPL', exact: true }).click();
  const companies = page.getByRole('list', { name: 'Companies on this list' });
  await expect(companies.getByText('AAPL', { exact: true })).toBeVisible();
  // The list is read a page at a time (ADR 0324); one company fits on the first.
  await expect(page.getByRole('navigation', { name: 'Team list pages' })).toContainText('1–1 of 1');

  const { context: other, colleaguePage } = await acceptInNewContext(
    browser,
    colleague,
    invitation,
    'E2E Lists',
  );
  await colleaguePage.goto('/teams');
  await expect(colleaguePage.getByRole('button', { name: /Q3 targets/ })).toBeVisible();
  const seen = colleaguePage.getByRole('list', { name: 'Companies on this list' });
  await expect(seen.getByText('AAPL', { exact: true })).toBeVisible();
  await expect(seen.getByText(/Added by .* on /)).toBeVisible();
  const listsUrl = await colleaguePage.evaluate(async () => {
    const teams = (await (await fetch('/api/teams')).json()) as { teams: { id: string }[] };
    return `/api/teams/${teams.teams[0]?.id}/lists`;
  });
  expect((await colleaguePage.request.get(listsUrl)).status()).toBe(200);

  await page.reload();
  await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  await expect(page.getByRole('region', { name: 'Team members' }).getByText(colleague.email)).toHaveCount(0);

  await colleaguePage.reload();
  await expect(colleaguePage.getByRole('button', { name: /Q3 targets/ })).toHaveCount(0);
  expect((await colleaguePage.request.get(listsUrl)).status()).toBe(404);
  await other.close();
});
