import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { runChain } from './middleware-chain.ts';

const app = (
  middleware: MiddlewareHandler[],
  last = (c: { text: (s: string) => Response }) => c.text('last'),
) => {
  const hono = new Hono();
  hono.get('/', (c) => runChain(c, middleware, last));
  hono.onError((error, c) => c.text(`error: ${error.message}`, 500));
  return hono;
};

describe('runChain', () => {
  it('runs each middleware in order around the last step and answers what the last step answered', async () => {
    const order: string[] = [];
    const step =
      (name: string): MiddlewareHandler =>
      async (_c, next) => {
        order.push(`${name} in`);
        await next();
        order.push(`${name} out`);
      };
    const response = await app([step('a'), step('b')]).request('/');
    expect(await response.text()).toBe('last');
    expect(order).toEqual(['a in', 'b in', 'b out', 'a out']);
  });

  it("answers a middleware's own response (a redirect) without running the rest", async () => {
    let reached = false;
    const redirect: MiddlewareHandler = async (c) => c.redirect('/login', 302);
    const response = await app([redirect], (c) => {
      reached = true;
      return c.text('last');
    }).request('/');
    expect(response.status).toBe(302);
    expect(reached).toBe(false);
  });

  it('stays synchronous while every step answers at once (no promise for a cheap request)', () => {
    const hono = new Hono();
    const passThrough: MiddlewareHandler = (_c, next) => next();
    let answer: unknown;
    hono.get('/', (c) => {
      answer = runChain(c, [passThrough, passThrough], () => c.text('now'));
      return answer as Response;
    });
    hono.request('/');
    expect(answer).toBeInstanceOf(Response);
  });

  it('passes errors, thrown or rejected, to the caller', async () => {
    const throws: MiddlewareHandler = () => {
      throw new Error('at once');
    };
    const rejects: MiddlewareHandler = async () => {
      throw new Error('later');
    };
    expect(await (await app([throws]).request('/')).text()).toBe('error: at once');
    expect(await (await app([rejects]).request('/')).text()).toBe('error: later');
  });

  it('refuses a middleware that neither answers nor calls next()', async () => {
    const forgets: MiddlewareHandler = async () => {};
    expect(await (await app([forgets]).request('/')).text()).toBe(
      'error: A middleware neither answered nor called next()',
    );
  });
});
