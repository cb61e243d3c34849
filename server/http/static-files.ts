import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built web app. Hashed assets are immutable; every other non-API path falls back to
 * index.html so the client router can handle it (unknown paths redirect to `/` there).
 */
export function mountWebApp(app: Hono, webDir: string): boolean {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const relativeRoot = path.relative(process.cwd(), webDir) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: relativeRoot, precompressed: true }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root: relativeRoot, precompressed: true })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
  return true;
}
