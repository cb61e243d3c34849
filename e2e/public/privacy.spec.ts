import { expect, test } from '@playwright/test';

test('/privacy has 13 sections, the last-updated line, its title and description, and a link home', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy | 10Kai');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /How 10Kai collects/);
  await expect(page.getByText('Last updated: Nov 26, 2026')).toBeVisible();

  const headings = page.locator('article section h2');
  await expect(headings).toHaveCount(13);
  const titles = (await headings.allTextContents()).map((title) => title.replace(/^\d+\.\s*/, ''));
  expect(titles).toEqual([
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'How We Share Your Information',
    'Data Security',
    'Data Retention',
    'Your Rights',
    "Children's Privacy",
    'Third-Party Links',
    'Cookies',
    'International Data Transfers',
    'Changes to This Policy',
    'Contact Us',
  ]);
  await expect(page.locator('section#childrens-privacy')).toContainText('under 18');
  await expect(page.locator('section#contact').getByRole('link')).toHaveAttribute(
    'href',
    'mailto:privacy@10kai.app',
  );
  for (const processor of [
    'Stripe',
    'SEC EDGAR',
    'large language model provider, when this service is configured',
  ]) {
    await expect(page.locator('section#sharing')).toContainText(processor);
  }

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
