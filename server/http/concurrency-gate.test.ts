import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { concurrencyGate } from './concurrency-gate.ts';

/** A gate and work items that each wait until the test opens them, recording how many ran at once. */
function gated() {
  const gate = concurrencyGate({ maxActive: 2, maxQueued: 1, retryAfterSeconds: 3 });
  let running = 0;
  let most = 0;
  const started: Array<(fail: boolean) => void> = [];
  const work = () =>
    gate(async () => {
      running += 1;
      most = Math.max(most, running);
      const fail = await new Promise<boolean>((resolve) => started.push(resolve));
      running -= 1;
      if (fail) throw new Error('work failed');
      return 'done';
    });
  /** Resolves once `count` items are running (inside the gate). */
  const untilStarted = async (count: number) => {
    while (started.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { work, started, untilStarted, most: () => most };
}

describe('concurrency gate', () => {
  it('runs at most maxActive, queues the next in order and refuses beyond the queue with 503 + Retry-After', async () => {
    const { work, started, untilStarted, most } = gated();
    const pending = [work(), work(), work()];
    await untilStarted(2);
    const refused = await work().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).code).toBe('SERVER_BUSY');
    expect((refused as AppError).options.headers).toEqual({ 'Retry-After': '3' });
    expect(started).toHaveLength(2);
    started.shift()!(false);
    await untilStarted(2); // the queued third took the freed slot
    for (const open of started.splice(0)) open(false);
    expect(await Promise.all(pending)).toEqual(['done', 'done', 'done']);
    expect(most()).toBe(2);
  });

  it('frees the slot when the work fails, so the gate never leaks', async () => {
    const { work, started, untilStarted } = gated();
    const failing = [work(), work()].map((call) => call.catch((error: Error) => error.message));
    await untilStarted(2);
    for (const open of started.splice(0)) open(true);
    expect(await Promise.all(failing)).toEqual(['work failed', 'work failed']);
    const again = [work(), work()];
    await untilStarted(2);
    for (const open of started.splice(0)) open(false);
    expect(await Promise.all(again)).toEqual(['done', 'done']);
  });
});
