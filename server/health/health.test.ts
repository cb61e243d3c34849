import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createHealthRoutes, RECENT_ANSWER_MS } from './routes.ts';

function healthWith(database: Pick<Database, 'driver' | 'lastAnsweredAt'>, execute: () => Promise<unknown>) {
  const deps = {
    db: { execute: vi.fn(execute) },
    database,
    config: { integrations: {}, ANALYSIS_ENGINE: 'extractive' },
  } as unknown as AppDeps;
  return { app: createHealthRoutes(deps), execute: deps.db.execute as ReturnType<typeof vi.fn> };
}

describe('/api/health and the database check', () => {
  it('trusts a statement completed within the last second and asks nothing more', async () => {
    const { app, execute } = healthWith({ driver: 'pglite', lastAnsweredAt: () => Date.now() - 200 }, () =>
      Promise.resolve(),
    );
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect((await res.json()).databaseOk).toBe(true);
    expect(execute).not.toHaveBeenCalled();
  });

  it('asks with select 1 when nothing answered lately, and says degraded (503) when that fails', async () => {
    const stale = () => Date.now() - RECENT_ANSWER_MS - 1;
    const { app, execute } = healthWith({ driver: 'postgres', lastAnsweredAt: stale }, () =>
      Promise.reject(new Error('connection refused')),
    );
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', databaseOk: false });
    expect(execute).toHaveBeenCalledOnce();
  });

  it('records only statements that succeeded', async () => {
    const t = await createTestApp();
    const before = t.database.lastAnsweredAt!();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(t.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(t.database.lastAnsweredAt!()).toBe(before);
    await t.db.execute(sql`select 1`);
    expect(t.database.lastAnsweredAt!()).toBeGreaterThan(before);
  });
});
