import { expect, test } from '@playwright/test';

test.describe('/hubspot-error', () => {
  test('without query values it shows the defaults', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/hubspot-error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HubSpot Connection Failed');
    await expect(page.getByRole('heading', { name: 'Error Details' })).toBeVisible();
    await expect(page.getByTestId('hubspot-error-code')).toHaveText('Unknown');
    await expect(page.getByTestId('hubspot-error-message')).toHaveText(
      'An error occurred during HubSpot connection',
    );
    await expect(page.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Manage Connections' })).toHaveAttribute('href', '/account');
    await expect.poll(() => logs.join('\n')).toContain('An error occurred during HubSpot connection');
  });

  test('query values are shown as text, never as HTML, and logged', async ({ page }) => {
    const logs: string[] = [];
    let dialogs = 0;
    page.on('console', (message) => logs.push(message.text()));
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const message = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await page.goto(
      `/hubspot-error?code=${encodeURIComponent('scope_denied')}&message=${encodeURIComponent(message)}`,
    );
    await expect(page.getByTestId('hubspot-error-code')).toHaveText('scope_denied');
    await expect(page.getByTestId('hubspot-error-message')).toHaveText(message);
    await expect(page.getByTestId('hubspot-error-message').locator('script, img')).toHaveCount(0);
    await expect.poll(() => logs.join('\n')).toContain('scope_denied');
    expect(logs.join('\n')).toContain('<script>alert(1)</script>');
    expect(dialogs).toBe(0);
  });
});
