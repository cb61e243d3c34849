import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';

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
 * Serves the built web app: the app's not-found handler, as no route of the app is outside `/api` (a `'*'` route
 * would also match every API request and cost each one a composed chain). Hashed assets are immutable; a missing
 * asset is a plain 404 (a stale page asking for an old chunk must fail, not receive HTML cached for a year). Source
 * maps stay in the build output for error reporting but are never served. Only navigations fall back to index.html,
 * so the client router handles them. Undefined when there is no build to serve.
 */
export function webApp(webDir: string): ((c: Context) => Promise<Response>) | undefined {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const relativeRoot = path.relative(process.cwd(), webDir) || '.';
  const files = serveStatic({ root: relativeRoot, precompressed: true });
  const noFile = async () => {};

  return async (c) => {
    if (c.req.path.endsWith('.map')) return notFound(c);
    const response = await files(c, noFile);
    if (c.req.path.startsWith('/assets/')) {
      if (!response) return notFound(c);
      if (response.ok) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      return response;
    }
    if (response) {
      // index.html names the current chunks: revalidate it on every visit.
      if (c.req.path === '/' || c.req.path === '/index.html')
        response.headers.set('Cache-Control', 'no-cache');
      return response;
    }
    if (c.req.method !== 'GET' || !isNavigation(c)) return notFound(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  };
}
