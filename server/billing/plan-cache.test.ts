import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, secondAppOn, type TestUser } from '#server/test/create-test-app.ts';
import { makePro } from './testing/plans.ts';

const CACHED = { SESSION_CACHE_SECONDS: '30' };

async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 1000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('plan cache', async () => {
  const t = await createTestApp({ env: CACHED });
  afterAll(() => t.deps.changeFeed.close());
  const planOn = async (app: { request: typeof t.app.request }, user: TestUser) =>
    ((await (await app.request('/api/me', { headers: { cookie: user.cookie } })).json()) as { plan: string })
      .plan;

  it('keeps a plan, and forgets it as soon as the subscription row changes, whoever changes it', async () => {
    await until(t.deps.changeFeed.isLive, 'the change feed', 5000);
    const user = await t.signUp();
    expect(await planOn(t.app, user)).toBe('free');
    // Proof the next answer comes from the cache: a change the trigger does not announce is not seen.
    await t.db.execute(sql`alter table subscriptions disable trigger subscriptions_notify_plan_changed`);
    try {
      await makePro(t.db, user.id);
      expect(await planOn(t.app, user)).toBe('free');
    } finally {
      await t.db.execute(sql`alter table subscriptions enable trigger subscriptions_notify_plan_changed`);
    }
    // An announced change (here straight SQL, as an operator or a webhook would write) is seen at once.
    await t.db.execute(sql`update subscriptions set status = 'active' where user_id = ${user.id}`);
    await until(async () => (await planOn(t.app, user)) === 'pro', 'the new plan');
    await t.db.execute(sql`update subscriptions set status = 'canceled' where user_id = ${user.id}`);
    await until(async () => (await planOn(t.app, user)) === 'free', 'the cancelled plan');
  });

  it.runIf(t.database.driver === 'postgres')(
    'a second process sees a plan change made through the first within 1 s (LISTEN/NOTIFY)',
    async () => {
      const { app: second, deps, close } = await secondAppOn(t, CACHED);
      try {
        await until(deps.changeFeed.isLive, 'the second listener', 5000);
        const user = await t.signUp();
        expect(await planOn(second, user)).toBe('free');
        await makePro(t.db, user.id);
        await until(async () => (await planOn(second, user)) === 'pro', 'the second process to see Pro');
      } finally {
        await close();
      }
    },
  );
});
