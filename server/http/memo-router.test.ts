import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router.ts';

function appWith(router: MemoRouter<never> | TrieRouter<never>) {
  const app = new Hono({ router: router as never });
  const seen: string[] = [];
  app.use('/api/*', async (_c, next) => {
    seen.push('middleware');
    await next();
  });
  app.get('/api/companies/search', (c) => c.json({ route: 'search' }));
  app.get('/api/companies/:ticker', (c) => c.json({ route: 'company', ticker: c.req.param('ticker') }));
  app.post('/api/companies/:ticker/views', (c) => c.json({ route: 'view', ticker: c.req.param('ticker') }));
  app.all('/api/*', (c) => c.json({ route: 'not found' }, 404));
  return { app, seen };
}

const requests: Array<[string, string]> = [
  ['GET', '/api/companies/search'],
  ['GET', '/api/companies/AAPL'],
  ['GET', '/api/companies/MSFT'],
  ['POST', '/api/companies/AAPL/views'],
  ['GET', '/api/companies/AAPL/views'],
  ['DELETE', '/api/nothing'],
];

describe('memo router', () => {
  it('answers every request exactly as the router it wraps, the first time and when it repeats', async () => {
    const plain = appWith(new TrieRouter());
    const memo = appWith(new MemoRouter());
    for (let round = 0; round < 3; round += 1) {
      for (const [method, path] of requests) {
        const [expected, actual] = await Promise.all(
          [plain.app, memo.app].map((app) => app.request(path, { method })),
        );
        expect(actual!.status).toBe(expected!.status);
        expect(await actual!.json()).toEqual(await expected!.json());
      }
    }
    expect(memo.seen).toEqual(plain.seen);
  });

  it('keeps each path its own parameters, also past its bound', async () => {
    const memo = appWith(new MemoRouter());
    for (let i = 0; i < 2100; i += 1) {
      const response = await memo.app.request(`/api/companies/T${i}`);
      expect(((await response.json()) as { ticker: string }).ticker).toBe(`T${i}`);
    }
    const again = await memo.app.request('/api/companies/T0');
    expect(((await again.json()) as { ticker: string }).ticker).toBe('T0');
  });
});
