import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

/**
 * A browser navigating to a page (address bar, link, reload) rather than a script, style or image fetch. Old
 * browsers without Fetch Metadata still say they accept HTML for a navigation.
 */
function isNavigation(c: Context): boolean {
  const mode = c.req.header('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (c.req.header('accept') ?? '').includes('text/html');
}

function notFound(c: Context) {
  // Never cached: the file may exist after the next deploy, and a cached miss would outlive it.
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
}

/**
 * Serves the built web app. Hashed assets are immutable; a missing asset is a plain 404 (a stale page asking for
 * an old chunk must fail, not receive HTML cached for a year). Source maps stay in the build output for error
 * reporting but are never served. Only navigations fall back to index.html, so the client router handles them.
 */
export function mountWebApp(app: Hono, webDir: string): boolean {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const relativeRoot = path.relative(process.cwd(), webDir) || '.';
  const files = serveStatic({ root: relativeRoot, precompressed: true });

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    if (c.req.path.endsWith('.map')) return notFound(c);
    return next();
  });
  app.use('/assets/*', async (c) => {
    const response = await files(c, async () => {});
    if (!response) return notFound(c);
    if (response.ok) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return response;
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const response = await files(c, next);
    // index.html names the current chunks: revalidate it on every visit.
    if (response && (c.req.path === '/' || c.req.path === '/index.html'))
      response.headers.set('Cache-Control', 'no-cache');
    return response;
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (!isNavigation(c)) return notFound(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
  return true;
}
