import { expect, type Page, test } from '@playwright/test';
import { saveCompanyDescription } from '../analysis/support';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { newUser, signUpAndSignIn } from '../support/auth';

/**
 * Every route must fit a phone: no horizontal scrolling at 390 px (and at 320 px, the narrowest we support).
 * Wide content (tables, tab strips, the filing frame) scrolls inside its own box, never the page.
 */
const WIDTHS = [390, 320];

const SIGNED_OUT = [
  '/',
  '/pricing',
  '/privacy',
  '/terms',
  '/login',
  '/login/sso',
  '/reset-password',
  '/hubspot-error',
];

const SIGNED_IN = [
  '/dashboard',
  '/dashboard?page=saved',
  '/dashboard?page=alerts',
  '/dashboard?page=upcoming',
  '/dashboard?page=settings',
  '/dashboard?page=myDetails',
  '/dashboard?page=search&company=AAPL&tab=overview',
  '/dashboard?page=search&company=AAPL&tab=documents',
  '/dashboard?page=search&company=AAPL&tab=financials',
  '/dashboard?page=search&company=AAPL&tab=news',
  '/account',
  '/profile',
];

const ADMIN = [
  '/test-analysis',
  '/import',
  '/finnhub-import',
  '/debug',
  '/audit',
  '/product-updates',
  '/admin-teams',
];

/** What sticks out past the right edge, outside any scrolling box: named in the failure message. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrolls = (element: Element) =>
      ['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX);
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.getBoundingClientRect().right <= width + 1) continue;
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        if (scrolls(parent)) clipped = true;
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 4).join('.')}`;
      culprits.push(`${name} (${Math.round(element.getBoundingClientRect().right)}px)`);
      if (culprits.length >= 5) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
}

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const result = await overflow(page);
  expect(
    result.scrollWidth,
    `${path} at ${result.innerWidth}px: ${result.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(result.innerWidth);
}

async function sweep(page: Page, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) await expectFits(page, path);
  }
}

test.describe('no horizontal scrolling on phones', () => {
  test.describe.configure({ timeout: 180_000 });

  test('signed out', async ({ page }) => {
    await sweep(page, SIGNED_OUT);
  });

  test('signed in: every dashboard section, company tab, /account and /profile', async ({ page }) => {
    await signUpAndSignIn(page, {
      ...newUser('mobile'),
      email: `mobile-${Date.now()}-a-very-long-address@e2e.test`,
    });
    await sweep(page, SIGNED_IN);

    // The settings tabs, the filing viewer and the open analysis dialog.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard?page=settings');
    for (const tab of ['Security', 'Subscription', 'Notifications']) {
      const trigger = page.getByRole('tab', { name: tab });
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-selected', 'true');
      expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(390);
    }
    // The company tabs scroll inside their strip, which fades at the right edge while tabs are hidden there.
    await page.goto('/dashboard?page=search&company=AAPL&tab=overview');
    const companyTabs = page.getByRole('tablist').first();
    await expect(companyTabs).toHaveAttribute('data-more', 'right');
    await page.getByRole('tab', { name: 'News & Events' }).click();
    await expect(page.getByRole('tab', { name: 'News & Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(companyTabs).not.toHaveAttribute('data-more', 'right');

    await page.goto('/dashboard?page=search&company=AAPL&tab=documents');
    await page.getByRole('button', { name: 'Fetch Latest' }).click();
    await expect(page.getByTitle(/AAPL 10-K filed/)).toBeVisible({ timeout: 30_000 });
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(390);

    // The analysis dialog keeps a readable text column (it was ~190 px under nested padding).
    await saveCompanyDescription(page, 'endpoint security software for enterprises');
    await page
      .getByRole('region', { name: 'Filing Viewer' })
      .getByRole('button', { name: 'Analyze' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Analyze', exact: true }).click();
    const results = page.getByTestId('analysis-results');
    await expect(results).toBeVisible({ timeout: 60_000 });
    const column = await results.locator('li p').first().boundingBox();
    expect(column?.width ?? 0).toBeGreaterThanOrEqual(240);
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(390);
  });

  test('signed in as an administrator: the admin tools', async ({ page }) => {
    await signUpAndSignIn(page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL });
    await sweep(page, ADMIN);
  });
});
