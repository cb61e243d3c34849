import { describe, expect, it } from 'vitest';
import { fixtureFilingSource } from '#server/analysis/testing/fixture-filing-source.ts';
import type { AnalysisEngine } from '#server/analysis/types.ts';
import { createTestApp } from '#server/test/create-test-app.ts';

/**
 * A client that goes away mid-analysis: the work on the worker pool is cancelled (not left to run for nobody), the
 * reserved analysis is given back, and the pool serves the next request.
 */
describe('an analysis whose client goes away', { timeout: 60_000 }, async () => {
  let client = new AbortController();
  let leaveDuringWork = false;
  const t = await createTestApp({
    clock: () => new Date('2025-01-15T12:00:00Z'),
    env: { WORKER_THREADS: '1' },
    overrides: (deps) => {
      const pooled = deps.analysis.engine;
      // The client leaves once the request has reached the engine: its task goes to the pool already cancelled.
      const engine: AnalysisEngine = {
        ...pooled,
        analyze(input) {
          if (leaveDuringWork) client.abort();
          return pooled.analyze(input);
        },
      };
      return { analysis: { ...deps.analysis, engine, filings: fixtureFilingSource() } };
    },
  });
  const usage = async (as: Awaited<ReturnType<typeof t.signUp>>) =>
    ((await (await t.request('/api/analysis/usage', { as })).json()) as { count: number }).count;
  const body = { ticker: 'ACME', filingType: '10-K', productDescription: 'endpoint security software' };

  it('is cancelled and refunded; the next one runs on the pool', async () => {
    const alice = await t.signUp();
    leaveDuringWork = true;
    const gone = await t.request('/api/analysis', { as: alice, json: body, signal: client.signal });
    expect(gone.status).toBe(503);
    expect(await gone.json()).toEqual({
      error: 'The request was cancelled before its work finished.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(await usage(alice)).toBe(0);

    leaveDuringWork = false;
    client = new AbortController();
    const again = await t.request('/api/analysis', { as: alice, json: body, signal: client.signal });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { cached: boolean }).cached).toBe(false);
    expect(await usage(alice)).toBe(1);
    await t.deps.cpu.close(1000);
  });
});
