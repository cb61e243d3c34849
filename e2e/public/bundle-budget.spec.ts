import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 100 * 1024;

test('the landing page loads at most 100 KB of JavaScript (gzip) and no dashboard or admin code', async ({
  page,
}) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 5000);
  await page.waitForLoadState('networkidle');

  const bodies = await Promise.all(scripts.values());
  const gzipBytes = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).byteLength, 0);
  console.log(`landing page JavaScript: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${bodies.length} files`);
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  const names = [...scripts.keys()].join('\n');
  expect(names).not.toMatch(/dashboard|admin|import-page|debug-page|account-page|query-provider/);
});
