import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { webApp } from './static-files.ts';

/**
 * Security promises "no public source maps" and "a missing asset is a 404": a stale page asking for a chunk
 * removed by a deploy must not get index.html cached as immutable for a year.
 */
describe('serving the built web app', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-web-'));
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(webDir, 'robots.txt.map'), '{}');
  const app = new Hono();
  const web = webApp(webDir);
  if (web) app.notFound(web);
  const navigate = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };

  it('serves a hashed asset as immutable', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1);');
  });

  it('answers 404, not cached, for a missing asset — even when the browser asks like a navigation', async () => {
    const asks: Record<string, string>[] = [
      {},
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
      navigate,
    ];
    for (const headers of asks) {
      const response = await app.request('/assets/no-such-chunk.js', { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
    }
  });

  it('never serves a source map, wherever it is', async () => {
    for (const file of ['/assets/app-abc123.js.map', '/robots.txt.map']) {
      const response = await app.request(file, { headers: navigate });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
    }
  });

  it('falls back to index.html, revalidated, only for navigations', async () => {
    const page = await app.request('/companies/AAPL', { headers: navigate });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('id="root"');
    const legacyNavigation = await app.request('/account', { headers: { accept: 'text/html,*/*' } });
    expect(legacyNavigation.status).toBe(200);
    const fetched = await app.request('/missing.png', {
      headers: { 'sec-fetch-mode': 'no-cors', accept: 'image/*' },
    });
    expect(fetched.status).toBe(404);
    const root = await app.request('/', { headers: navigate });
    expect(root.status).toBe(200);
    expect(root.headers.get('cache-control')).toBe('no-cache');
  });

  it('still serves other files of the build', async () => {
    expect((await app.request('/favicon.svg')).status).toBe(200);
  });
});
