import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureLog } from '#server/test/capture-log.ts';
import { createTestApp, secondAppOn, type TestUser } from '#server/test/create-test-app.ts';
import { API_TOKEN_WINDOW_MS, countApiTokenCall } from './api-token-rate-limit.ts';
import { createApiToken } from './api-tokens.ts';
import { apiTokens } from './schema.ts';
import { minuteWithSecondsLeft } from './testing/real-minute.ts';

const LIMIT = 3;
/** 12:00:15 UTC: 45 s left in the minute. */
const START = Date.UTC(2030, 0, 1, 12, 0, 15);

/**
 * Security promise "API tokens are rate-limited": N calls a minute per token, counted in the database (so every
 * process shares the count), then 429 RATE_LIMITED with Retry-After until the minute ends; browsers never.
 */
describe('API token rate limit', async () => {
  let now = START;
  const { lines, log } = captureLog();
  const t = await createTestApp({
    env: { API_TOKEN_RATE_LIMIT: String(LIMIT) },
    clock: () => new Date(now),
    log,
  });

  const withToken = (token: string) =>
    t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
  const statuses = async (token: string, calls: number) => {
    const seen: number[] = [];
    for (let i = 0; i < calls; i += 1) seen.push((await withToken(token)).status);
    return seen;
  };
  const newUser = async (): Promise<TestUser> => {
    now = START;
    return t.signUp();
  };

  it('answers the first N calls of a minute and refuses call N+1 with 429 RATE_LIMITED and Retry-After', async () => {
    const alice = await newUser();
    expect(await statuses(alice.token, LIMIT)).toEqual([200, 200, 200]);
    const refused = await withToken(alice.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(await refused.json()).toEqual({
      error: `Too many calls with this API token: at most ${LIMIT} a minute. Try again in 45 s.`,
      code: 'RATE_LIMITED',
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((event) => event.security === 'request_rejected').at(-1)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      userId: alice.id,
    });
    expect(lines.join('\n')).not.toContain(alice.token);
    now = START + 44_500; // half a second before the minute ends: rounded up, never 0
    const late = await withToken(alice.token);
    expect([late.status, late.headers.get('retry-after')]).toEqual([429, '1']);
  });

  it('starts again at the next minute, with the whole allowance', async () => {
    const bob = await newUser();
    expect(await statuses(bob.token, LIMIT + 1)).toEqual([200, 200, 200, 429]);
    now = START - 15_000 + API_TOKEN_WINDOW_MS; // 12:01:00
    expect(await statuses(bob.token, LIMIT + 1)).toEqual([200, 200, 200, 429]);
  });

  it('counts two tokens of one user separately', async () => {
    const carol = await newUser();
    const second = await createApiToken(t.db, carol.id, { name: 'second', scope: 'read' }, new Date(now));
    expect(await statuses(carol.token, LIMIT + 1)).toEqual([200, 200, 200, 429]);
    expect(await statuses(second.token, LIMIT + 1)).toEqual([200, 200, 200, 429]);
  });

  it('never limits a browser session, even while the same user’s token is refused', async () => {
    const dave = await newUser();
    await statuses(dave.token, LIMIT + 1);
    for (let i = 0; i < LIMIT * 4; i += 1) {
      expect((await t.request('/api/me', { as: dave })).status).toBe(200);
    }
    expect((await withToken(dave.token)).status).toBe(429);
  });

  it('lets exactly N of 4N concurrent calls through', async () => {
    const erin = await newUser();
    const answers = await Promise.all(Array.from({ length: LIMIT * 4 }, () => withToken(erin.token)));
    const counts = answers.map((answer) => answer.status).sort();
    expect(counts).toEqual([...Array(LIMIT).fill(200), ...Array(LIMIT * 3).fill(429)]);
  });

  it('counts a call from a process whose clock lags into the newer minute, never back to one', async () => {
    const frank = await newUser();
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, frank.id));
    const nextMinute = new Date(START - 15_000 + API_TOKEN_WINDOW_MS);
    for (let i = 0; i < LIMIT; i += 1) {
      expect(await countApiTokenCall(t.db, row!.id, LIMIT, nextMinute)).toBeNull();
    }
    // A second behind, still in the old minute by its own clock: refused until the newer minute ends.
    expect(await countApiTokenCall(t.db, row!.id, LIMIT, new Date(nextMinute.getTime() - 1000))).toBe(61);
  });

  it('answers 401, not 500, for a token revoked while its call was on the way', async () => {
    await expect(countApiTokenCall(t.db, 'no-such-token', LIMIT, new Date(now))).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  });

  it.runIf(t.database.driver === 'postgres')(
    'shares one count between two processes on one database',
    async () => {
      const other = await secondAppOn(t, { API_TOKEN_RATE_LIMIT: String(LIMIT) });
      try {
        const grace = await newUser();
        // The second process reads the real clock: both count in the current real minute, with time to spare.
        await minuteWithSecondsLeft(3);
        now = Date.now();
        const onSecond = () =>
          other.app.request('/api/me', { headers: { authorization: `Bearer ${grace.token}` } });
        expect([
          (await withToken(grace.token)).status,
          (await onSecond()).status,
          (await withToken(grace.token)).status,
          (await onSecond()).status,
        ]).toEqual([200, 200, 200, 429]);
      } finally {
        await other.close();
      }
    },
  );
});
