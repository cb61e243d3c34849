import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { concurrencyGate } from './concurrency-gate.ts';
import { createErrorHandler } from './error-handler.ts';

function gatedApp() {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  let running = 0;
  let most = 0;
  const gates: Array<() => void> = [];
  app.use('/slow', concurrencyGate({ maxActive: 2, maxQueued: 1, retryAfterSeconds: 3 }));
  app.get('/slow', async (c) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    if (c.req.query('fail')) throw new Error('handler failed');
    return c.json({ ok: true });
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { app, gates, most: () => most, settle };
}

describe('concurrency gate', () => {
  it('runs at most maxActive, queues the next in order and refuses beyond the queue with 503 + Retry-After', async () => {
    const { app, gates, most, settle } = gatedApp();
    const pending = [1, 2, 3].map(() => app.request('/slow'));
    await settle();
    const refused = await app.request('/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect((await refused.json()).code).toBe('SERVER_BUSY');
    expect(gates).toHaveLength(2);
    while (gates.length) {
      gates.shift()!();
      await settle();
    }
    expect((await Promise.all(pending)).map((res) => res.status)).toEqual([200, 200, 200]);
    expect(most()).toBe(2);
  });

  it('frees the slot when the handler fails, so the gate never leaks', async () => {
    const { app, gates, settle } = gatedApp();
    const failing = [1, 2].map(() => app.request('/slow?fail=1'));
    await settle();
    for (const open of gates.splice(0)) open();
    expect((await Promise.all(failing)).map((res) => res.status)).toEqual([500, 500]);
    const again = [1, 2].map(() => app.request('/slow'));
    await settle();
    expect(gates).toHaveLength(2);
    for (const open of gates.splice(0)) open();
    expect((await Promise.all(again)).map((res) => res.status)).toEqual([200, 200]);
  });
});
