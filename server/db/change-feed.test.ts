import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/log.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { type ChangeFeed, createChangeFeed, LISTENER_APPLICATION_NAME } from './change-feed.ts';

const log = createLogger('silent');

async function until(condition: () => boolean, what: string, ms = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('change feed', async () => {
  const database = await createTestDatabase();
  const feeds: ChangeFeed[] = [];
  const feed = () => {
    const created = createChangeFeed({ database, log });
    feeds.push(created);
    return created;
  };
  afterAll(async () => {
    for (const created of feeds) await created.close();
  });

  it("hears a trigger's notification, whoever wrote the row", async () => {
    const heard: string[] = [];
    const listening = feed();
    listening.on('tenkai_plan_changed', (userId) => heard.push(userId));
    await until(listening.isLive, 'the listener');
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
          values ('feed-user', 'Feed', 'feed@example.com', true, now(), now())`,
    );
    await database.db.execute(
      sql`insert into subscriptions (user_id, plan_type, status) values ('feed-user', 'pro', 'active')`,
    );
    await until(() => heard.length > 0, 'the notification');
    expect(heard).toEqual(['feed-user']);
  });

  it('tells every listening feed (on PostgreSQL, every process) of a notify', async () => {
    const first = feed();
    const second = feed();
    const heard: string[] = [];
    first.on('tenkai_test_channel', (payload) => heard.push(`first:${payload}`));
    second.on('tenkai_test_channel', (payload) => heard.push(`second:${payload}`));
    await until(() => first.isLive() && second.isLive(), 'both listeners');
    await first.notify('tenkai_test_channel', 'hello');
    if (database.driver === 'postgres') {
      await until(() => heard.length === 2, 'both feeds');
      expect(heard.sort()).toEqual(['first:hello', 'second:hello']);
    } else {
      // One process owns the embedded database: a notify is heard by the feed that sent it.
      expect(heard).toEqual(['first:hello']);
    }
  });

  it.runIf(database.driver === 'postgres')(
    'goes dark and resets its caches when the listener connection is lost, then comes back',
    async () => {
      const listening = feed();
      let resets = 0;
      listening.on('tenkai_test_channel', () => {});
      listening.onReset(() => {
        resets += 1;
      });
      await until(listening.isLive, 'the listener');
      const before = resets;
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      await until(() => !listening.isLive(), 'the loss to be noticed');
      expect(resets).toBeGreaterThan(before);
      await until(listening.isLive, 'the reconnect');
    },
  );

  it('refuses a channel name that is not a plain identifier (it is spliced into LISTEN)', () => {
    expect(() => feed().on('x; drop table companies', () => {})).toThrow(/bad channel name/);
  });
});
