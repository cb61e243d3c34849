import { expect, test } from '@playwright/test';
import { newUser, signUpAndSignIn } from '../support/auth';
import { acceptInNewContext, createTeam, invite } from './team-steps';

/**
 * Issue #32 part 5 and the header switcher (ADR 0321): an owner on two teams switches between them in the header
 * and the team page follows; renaming a shared list and changing a colleague's role read back in the audit log as
 * sentences; the switcher stays usable on a phone's width.
 */

test('switch teams in the header, rename a list, change a role: the audit log says so', async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, newUser('audit-owner'));
  const colleague = newUser('audit-member');
  await createTeam(page, 'Audit Alpha');
  await createTeam(page, 'Audit Beta');

  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Active team' });
  await expect(switcher.getByRole('option')).toHaveText(['Personal', 'Audit Alpha', 'Audit Beta']);
  await switcher.selectOption({ label: 'Audit Alpha' });
  await expect(page.getByRole('button', { name: 'Audit Alpha (owner)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByLabel('List name').fill('East');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('button', { name: 'East (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename list' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New name').fill('East coast');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'East coast (0)' })).toBeVisible();

  const invitation = await invite(page, colleague.email);
  const { context: other, colleaguePage } = await acceptInNewContext(
    browser,
    colleague,
    invitation,
    'Audit Alpha',
  );
  // A member sees the shared list but no audit log.
  await colleaguePage.goto('/teams');
  await expect(colleaguePage.getByRole('button', { name: 'East coast (0)' })).toBeVisible();
  await expect(colleaguePage.getByRole('region', { name: 'Audit log' })).toHaveCount(0);
  await other.close();

  await page.reload();
  await page.getByRole('combobox', { name: `Role of ${colleague.email}` }).selectOption('admin');
  const log = page.getByRole('list', { name: 'Audit entries' });
  await expect(log.getByText(`changed ${colleague.name}'s role from member to admin`)).toBeVisible();
  await expect(log.getByText('renamed the list “East” to “East coast”')).toBeVisible();
  await expect(log.getByText(`invited ${colleague.email} as member`)).toBeVisible();

  // The other team's page and log follow the header.
  await switcher.selectOption({ label: 'Audit Beta' });
  await expect(page.getByRole('button', { name: 'Audit Beta (owner)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(log.getByText('created the team “Audit Beta”')).toBeVisible();
  await expect(log.getByText(/East coast/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'East coast (0)' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(switcher).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await switcher.selectOption({ label: 'Personal' });
  await expect(switcher).toHaveValue('');
});

test('a list is deleted only after the confirmation, and the log keeps its name', async ({ page }) => {
  await signUpAndSignIn(page, newUser('audit-delete'));
  await createTeam(page, 'Audit Gamma');
  await page.getByLabel('List name').fill('Renewals');
  await page.getByRole('button', { name: 'Create list' }).click();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Renewals (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByRole('button', { name: 'Renewals (0)' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Audit entries' }).getByText('deleted the list “Renewals”'),
  ).toBeVisible();
});
