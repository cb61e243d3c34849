import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { type Database, pgErrorCode, queryRows } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { openPgliteThread } from './pglite-thread-client.ts';

/**
 * A migrated embedded database to start both sides from. Made here rather than taken from the suite's template, which
 * exists only when the suite runs on PGlite: the thread is PGlite's whatever database the rest of the suite uses.
 */
async function migratedDump(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    return await database.dump!('none');
  } finally {
    await database.close();
  }
}
const noExit = { onExit: () => {} };

/** One row of every kind of value the server reads back (the parsers Drizzle overrides among them). */
const EVERY_TYPE = sql`select
  timestamp '2026-03-01 10:20:30.5' as ts,
  timestamptz '2026-03-01 10:20:30+00' as tstz,
  date '2026-03-01' as day,
  interval '1 day 02:00' as span,
  array[timestamp '2026-03-01 10:00', timestamp '2026-03-02 11:00'] as stamps,
  array[1.5, 2.25]::numeric[] as amounts,
  12345678901234::int8 as big,
  3.14159::numeric as ratio,
  '{"a": [1, "b", null]}'::jsonb as doc,
  '\\x00ff10'::bytea as bytes,
  array['x', 'y'] as words,
  true as yes,
  null::text as nothing,
  'Coca-Cola — “quoted”' as text`;

describe('the embedded database on its own thread', () => {
  let threaded: Database;
  let inProcess: Database;

  beforeAll(async () => {
    const dump = await migratedDump();
    [threaded, inProcess] = await Promise.all([
      openDatabase({ loadDataDir: dump, thread: noExit }),
      openDatabase({ loadDataDir: dump }),
    ]);
    const rows = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF'].map((ticker, index) => ({
      ticker,
      name: `${ticker} Corp`,
      cik: String(1000 + index),
      formerNames: [{ name: `Old ${ticker}`, from: '2001-01-01', to: '2010-01-01' }],
      lastUpdated: new Date(Date.UTC(2026, 0, 2 + index, 3, 4, 5)),
    }));
    for (const database of [threaded, inProcess]) {
      await database.db.execute(sql`create table thread_probe (id int primary key, note text not null)`);
      await database.db.insert(companies).values(rows);
    }
  });
  afterAll(async () => {
    await Promise.all([threaded?.close(), inProcess?.close()]);
  });

  it('reads back every kind of value exactly as PGlite on the calling thread does', async () => {
    const [fromThread] = await queryRows(threaded.db, EVERY_TYPE);
    const [fromProcess] = await queryRows(inProcess.db, EVERY_TYPE);
    expect(fromThread).toEqual(fromProcess);
    expect(fromThread).toMatchObject({
      ts: '2026-03-01 10:20:30.5',
      day: '2026-03-01',
      doc: { a: [1, 'b', null] },
    });
  });

  it('answers typed Drizzle queries over the real schema the same way', async () => {
    const read = (database: Database) =>
      database.db.query.companies.findMany({
        columns: {
          ticker: true,
          name: true,
          cik: true,
          industry: true,
          formerNames: true,
          lastUpdated: true,
        },
        orderBy: (c, { asc }) => [asc(c.ticker)],
        limit: 5,
      });
    const [fromThread, fromProcess] = await Promise.all([read(threaded), read(inProcess)]);
    expect(fromThread.length).toBe(5);
    expect(fromThread).toEqual(fromProcess);
    expect(fromThread[0]?.lastUpdated).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      await tx.execute(sql`insert into thread_probe values (2, 'kept too')`);
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'undone')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await queryRows<{ id: number }>(threaded.db, sql`select id from thread_probe order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('rolls back a nested transaction to its savepoint only', async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (10, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe values (11, 'inner')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    const rows = await queryRows<{ id: number }>(
      threaded.db,
      sql`select id from thread_probe where id >= 10`,
    );
    expect(rows.map((row) => row.id)).toEqual([10]);
  });

  it('holds a statement from outside until a transaction ends, as PGlite does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (20, 'in a transaction')`);
      outside = queryRows<{ n: number }>(
        threaded.db,
        sql`select count(*)::int as n from thread_probe where id = 20`,
      ).then((rows) => {
        order.push('outside');
        return rows[0]?.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('committing');
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(['committing', 'outside']);
  });

  it("keeps a failed statement's Postgres code and leaves its values out of the error", async () => {
    const failure = await threaded.db
      .execute(sql`insert into thread_probe values (1, ${'a secret note'})`)
      .catch((error: unknown) => error as Error);
    expect(pgErrorCode(failure)).toBe('23505');
    expect((failure as { cause?: { constraint?: string } }).cause?.constraint).toBe('thread_probe_pkey');
    expect(JSON.stringify((failure as { cause?: unknown }).cause)).not.toContain('a secret note');
    // The database goes on answering.
    expect(await queryRows(threaded.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('delivers notifications to a listener until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await threaded.listen!('thread_probe_channel', (payload) => heard.push(payload));
    await threaded.db.execute(sql`select pg_notify('thread_probe_channel', 'first')`);
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await threaded.db.execute(sql`select pg_notify('thread_probe_channel', 'second')`);
    await threaded.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });

  it('dumps a copy that opens with the committed rows', async () => {
    const dump = await threaded.dump!('gzip');
    const copy = await PGlite.create({ loadDataDir: dump });
    try {
      const { rows } = await copy.query<{ note: string }>('select note from thread_probe where id = 1');
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('when the database thread cannot go on', () => {
  it('refuses to open with the folder and the reason PGlite gave', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-thread-'));
    const notAFolder = path.join(folder, 'not-a-folder');
    fs.writeFileSync(notAFolder, 'a file, not a data folder');
    try {
      await expect(openPgliteThread({ pgliteDir: notAFolder })).rejects.toThrow(
        `The embedded database could not open in ${notAFolder}: ErrnoError (errno `,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the statements waiting on a thread that died, tells the server once, and fails every later one', async () => {
    const ended: Error[] = [];
    // A heap small enough that one oversized result ends the thread, as a real runaway would.
    const thread = await openPgliteThread({
      onExit: (error) => ended.push(error),
      resourceLimits: { maxOldGenerationSizeMb: 48 },
    });
    const runaway = thread.query(`select repeat(md5(i::text), 2000) from generate_series(1, 100000) i`);
    await expect(runaway).rejects.toThrow(/thread/);
    expect(ended).toHaveLength(1);
    await expect(thread.query('select 1')).rejects.toThrow(/thread/);
    await thread.close();
  });
});
