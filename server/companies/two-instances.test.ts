import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#server/db/open-database.ts';
import {
  postJson,
  signUpThrough,
  startTwoAppProcesses,
  type TwoAppProcesses,
} from '#server/test/app-processes.ts';
import { FREE_SAVED_COMPANY_LIMIT } from './saved-companies.ts';
import { companies } from './schema.ts';
import { seedCompanies } from './seed-companies.ts';

const template = inject('postgresTemplate');

/** The Free plan's saved-companies limit holds when one user's saves land on two processes at once. */
describe.skipIf(!template)('saved companies across two server processes (PostgreSQL)', () => {
  let apps: TwoAppProcesses;
  let ids: string[] = [];
  beforeAll(async () => {
    apps = await startTwoAppProcesses(template);
    const database = await openDatabase({ databaseUrl: apps.databaseUrl, poolSize: 1 });
    try {
      ids = (await database.db.insert(companies).values(seedCompanies).returning({ id: companies.id })).map(
        (row) => row.id,
      );
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => apps?.stop());

  it('saves exactly the limit of 20 concurrent saves split over both, and reads the same list on both', {
    timeout: 30_000,
  }, async () => {
    const cookie = await signUpThrough(apps.a.url, `saver-${Date.now()}@example.com`);
    const statuses = await Promise.all(
      ids
        .slice(0, 20)
        .map((companyId, i) =>
          postJson(
            (i % 2 === 0 ? apps.a : apps.b).url,
            '/api/saved-companies',
            { companyId },
            { cookie },
          ).then((response) => response.status),
        ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_SAVED_COMPANY_LIMIT);
    expect(statuses.filter((status) => status === 403)).toHaveLength(20 - FREE_SAVED_COMPANY_LIMIT);
    for (const app of [apps.a, apps.b]) {
      const list = (await (
        await fetch(`${app.url}/api/saved-companies`, { headers: { cookie } })
      ).json()) as {
        savedCompanies: unknown[];
      };
      expect(list.savedCompanies).toHaveLength(FREE_SAVED_COMPANY_LIMIT);
    }
  });
});
