import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import type { JobDetail } from '../../contract/admin.ts';
import { ADMIN_EMAIL, adminTestEnv } from './testing/admin-test-env.ts';

/** An SEC ticker file that is not what SEC publishes: the import job fails, saying why, and imports nothing. */
describe('admin API: malformed SEC file', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-sec-'));
  fs.mkdirSync(path.join(root, 'files'));
  fs.writeFileSync(path.join(root, 'manifest.json'), '{"filings":[]}');
  fs.writeFileSync(path.join(root, 'files/company_tickers_exchange.json'), '{"fields":["cik"],"data":"x"}');
  const edgar = await startFakeEdgar({ root });
  afterAll(async () => {
    await edgar.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const t = await createTestApp({ env: adminTestEnv(edgar.url) });

  it('fails the job with a readable reason and imports nothing', async () => {
    const admin = await t.signUp({ email: ADMIN_EMAIL });
    const response = await t.request('/api/admin/imports', { as: admin, json: { kind: 'sec-complete' } });
    const { job } = (await response.json()) as { job: JobDetail };
    await t.deps.jobs.runDue();
    expect(await t.deps.jobs.get(job.id)).toMatchObject({
      state: 'failed',
      error: 'The SEC ticker file is malformed: expected {fields, data}.',
    });
    expect((await t.db.select({ n: count() }).from(companies))[0]?.n).toBe(0);
  });
});
