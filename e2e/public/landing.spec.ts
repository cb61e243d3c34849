import { expect, test } from '@playwright/test';

const SECTIONS = [
  { link: 'Features', id: 'features' },
  { link: 'How It Works', id: 'howitworks' },
  { link: 'Pricing', id: 'pricing' },
  { link: 'Testimonials', id: 'testimonials' },
];

test.describe('landing page', () => {
  test('shows the sections in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const order = await page
      .locator('main > section')
      .evaluateAll((sections) =>
        sections.map((section) => section.id || section.getAttribute('aria-labelledby') || 'hero'),
      );
    expect(order).toEqual(['hero', 'features', 'howitworks', 'testimonials', 'pricing', 'cta-title']);
  });

  for (const { link, id } of SECTIONS) {
    test(`header link '${link}' scrolls to #${id}`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section).toBeInViewport();
      // The section's top sits just under the sticky header, not somewhere further down the page.
      await expect
        .poll(async () => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThan(120);
    });
  }

  test('anchors also work from another page (/#pricing)', async ({ page }) => {
    await page.goto('/privacy');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing', exact: true })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('section#pricing')).toBeInViewport();
  });

  test('signed out: Login and Get Started go to /login', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await header.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('every call to action does something', async ({ page }) => {
    await page.goto('/');
    const tryItNow = page.getByRole('link', { name: /Try it now/ });
    await expect(tryItNow).toHaveCount(2);
    for (const link of await tryItNow.all()) {
      await expect(link).toHaveAttribute('href', '/login');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const [popup] = await Promise.all([page.waitForEvent('popup'), tryItNow.first().click()]);
    await expect(popup).toHaveURL(/\/login$/);
    await popup.close();

    // Watch Demo opens a real sample analysis (no sign-up), its quotes pointing into the filing on sec.gov.
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Apple Inc. 10-K');
    await expect(page.getByTestId('analysis-results')).toContainText('Risk Factors');
    await expect(page.getByRole('link', { name: /The filing on sec\.gov/ })).toHaveAttribute(
      'href',
      'https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm',
    );
    await page.goBack();

    await expect(page.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute(
      'href',
      '/contact-sales?topic=demo',
    );
  });

  test('footer has Product, Resources and Company columns, /privacy and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Product', 'Resources', 'Company']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} 10Kai`);
    for (const link of await footer.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toMatch(/^(\/|#|mailto:|https:)/);
    }
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know what your prospects need');
  });
});
