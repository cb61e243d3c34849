import { describe, expect, it } from 'vitest';
import { mannWhitney } from '#server/test/rank-test.ts';
import { createAccountsApp } from './testing/accounts-app.ts';

/**
 * Security promise "No e-mail enumeration", by timing: 200 interleaved requests, half for registered addresses and
 * half for unknown ones, must not split by address. A rank test compares the two distributions, so a few slow
 * requests on a busy machine cannot fail it. A split fails the test when it is both far from chance (|z| above 4:
 * about 1 in 15,000) and large enough to matter (medians 2 ms or more apart); sub-millisecond timer jitter is not
 * a signal anyone can read over a network.
 */
const REQUESTS = 200;
const MAX_Z = 4;
const MAX_MEDIAN_GAP_MS = 2;
const ipFor = (block: number, n: number) => `10.${block}.${n >> 8}.${n & 255}`;

describe('sign-up and password reset take as long for known as for unknown addresses', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const password = 'correct horse battery';
  const known: string[] = [];
  for (let i = 0; i < REQUESTS / 2; i++) known.push(t.uniqueEmail('known'));
  for (const [i, email] of known.entries())
    await t.signUp(email, password, `10.30.${Math.floor(i / 200)}.${i % 200}`);

  async function timed(path: string, json: unknown, ip: string): Promise<number> {
    const started = performance.now();
    const response = await t.call(path, { json, ip });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    return performance.now() - started;
  }

  async function interleave(send: (known: boolean, index: number) => Promise<number>) {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < REQUESTS / 2; i++) {
      // Alternate which goes first, so a drift over time hits both sides alike.
      const order = i % 2 === 0 ? [true, false] : [false, true];
      for (const isKnown of order) (isKnown ? knownTimes : unknownTimes).push(await send(isKnown, i));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    return {
      ...mannWhitney(knownTimes, unknownTimes),
      known: median(knownTimes),
      unknown: median(unknownTimes),
    };
  }

  function expectNoSplit(result: { z: number; known: number; unknown: number }) {
    const split = Math.abs(result.z) >= MAX_Z && Math.abs(result.known - result.unknown) >= MAX_MEDIAN_GAP_MS;
    expect(split, `known and unknown addresses answer at different times: ${JSON.stringify(result)}`).toBe(
      false,
    );
  }

  it('password reset', async () => {
    const result = await interleave((isKnown, i) =>
      timed(
        '/api/auth/request-password-reset',
        { email: isKnown ? known[i] : t.uniqueEmail('nobody'), redirectTo: '/reset-password' },
        ipFor(31, 2 * i + (isKnown ? 0 : 1)),
      ),
    );
    expectNoSplit(result);
  }, 300_000);

  it('sign-up', async () => {
    const result = await interleave((isKnown, i) =>
      timed(
        '/api/auth/sign-up/email',
        { email: isKnown ? known[i] : t.uniqueEmail('fresh'), password, name: 'Timing' },
        ipFor(32, 2 * i + (isKnown ? 0 : 1)),
      ),
    );
    expectNoSplit(result);
  }, 300_000);
});
