import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import type { AuditEntry, JobDetail } from '../../contract/admin.ts';
import { ADMIN_EMAIL, adminTestEnv } from './testing/admin-test-env.ts';

/**
 * Control characters in imported data (issue 26): PostgreSQL cannot store U+0000, and a NUL used to fail the whole
 * upload with a 500 that wrote the parsed file to the log. Names are cleaned (the audit trail keeps the original),
 * a row with one in another field is reported while the rest are imported, and no file text reaches the log.
 */
describe('admin imports: control characters', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-sec-'));
  fs.mkdirSync(path.join(root, 'files'));
  fs.writeFileSync(path.join(root, 'manifest.json'), '{"filings":[]}');
  const secFile = {
    fields: ['cik', 'name', 'ticker', 'exchange'],
    data: [
      [1001, 'Plain Sec Corp', 'ZZSA', 'NYSE'],
      [1002, 'Bell\u0007Sec\r\nHoldings', 'ZZSB', 'Nasdaq'],
    ],
  };
  fs.writeFileSync(path.join(root, 'files/company_tickers_exchange.json'), JSON.stringify(secFile));
  const edgar = await startFakeEdgar({ root });
  afterAll(async () => {
    await edgar.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const { lines, log } = captureLog();
  const t = await createTestApp({ env: adminTestEnv(edgar.url), log });
  let admin: TestUser;
  beforeAll(async () => {
    admin = await t.signUp({ email: ADMIN_EMAIL });
  });

  const upload = (name: string, content: string) => {
    const form = new FormData();
    form.set('file', new File([content], name));
    return t.request('/api/admin/imports', { as: admin, body: form });
  };
  const finished = async (response: Response) => {
    const { job } = (await response.json()) as { job: JobDetail };
    await t.deps.jobs.runDue();
    return (await (await t.request(`/api/admin/jobs/${job.id}`, { as: admin })).json()) as JobDetail;
  };
  const auditOf = async (jobId: string) => {
    const response = await t.request('/api/admin/audit', { as: admin });
    const { entries } = (await response.json()) as { entries: AuditEntry[] };
    return entries.filter((entry) => entry.jobId === jobId);
  };
  const namesOf = async (tickers: string[]) =>
    Object.fromEntries(
      (await t.db.select().from(companies).where(inArray(companies.ticker, tickers))).map((row) => [
        row.ticker,
        row.name,
      ]),
    );

  it('a CSV with NULs: good rows imported, a NUL in a name removed, a NUL elsewhere reported by line; no file text logged', async () => {
    const csv = [
      'ticker,name,industry',
      'ZZGA,Quietmarker Goods Inc,Widgets',
      'ZZNL,Nul\u0000Name Corp,Widgets',
      'ZZNI,Broken Industry Corp,Wid\u0000gets',
      'ZZGB,Secondmarker Tools Inc,Tools',
    ].join('\n');
    const response = await upload('compa\u0000nies.csv', csv);
    expect(response.status).toBe(202);
    const job = await finished(response);
    expect(job).toMatchObject({ state: 'succeeded', total: 4, imported: 3, errors: 1 });
    expect(job.log.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'Line 4: industry holds control characters or invalid Unicode',
    ]);
    expect(await namesOf(['ZZGA', 'ZZNL', 'ZZNI', 'ZZGB'])).toEqual({
      ZZGA: 'Quietmarker Goods Inc',
      ZZNL: 'NulName Corp',
      ZZGB: 'Secondmarker Tools Inc',
    });
    const [entry] = await auditOf(job.id);
    expect(entry).toMatchObject({ action: 'import:local', userEmail: ADMIN_EMAIL });
    expect(entry?.detail).toEqual({
      fileName: 'companies.csv',
      cleanedNames: [{ line: 3, ticker: 'ZZNL', original: JSON.stringify('Nul\u0000Name Corp') }],
      cleanedNamesTotal: 1,
    });
    const output = lines.join('\n');
    for (const text of ['Quietmarker', 'Secondmarker', 'Broken Industry']) {
      expect(output).not.toContain(text);
    }
  });

  it('a JSON file: an escaped NUL in a name is removed, a lone surrogate in a sector is reported', async () => {
    const json =
      '[{"ticker":"ZZJN","name":"Json\\u0000Nul Inc"},{"ticker":"ZZJS","name":"Json Sur","sector":"\\ud800"}]';
    const job = await finished(await upload('c.json', json));
    expect(job).toMatchObject({ state: 'succeeded', imported: 1, errors: 1 });
    expect(job.log.find((line) => line.level === 'error')?.message).toBe(
      'Line 2: sector holds control characters or invalid Unicode',
    );
    expect(await namesOf(['ZZJN', 'ZZJS'])).toEqual({ ZZJN: 'JsonNul Inc' });
  });

  it("SEC's ticker file: control characters leave the name, the job's audit entry keeps the original", async () => {
    const response = await t.request('/api/admin/imports', { as: admin, json: { kind: 'sec-complete' } });
    const job = await finished(response);
    expect(job).toMatchObject({ state: 'succeeded', imported: 2, errors: 0 });
    expect(await namesOf(['ZZSA', 'ZZSB'])).toEqual({ ZZSA: 'Plain Sec Corp', ZZSB: 'BellSec Holdings' });
    expect(job.log.some((line) => line.level === 'warn' && /1 company names/.test(line.message))).toBe(true);
    const cleaned = (await auditOf(job.id)).find((entry) => entry.action === 'import:names-cleaned');
    expect(cleaned?.detail).toEqual({
      cleanedNames: [{ line: 2, ticker: 'ZZSB', original: JSON.stringify('Bell\u0007Sec\r\nHoldings') }],
      cleanedNamesTotal: 1,
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.ticker, 'ZZSB'));
    expect(row?.name).toBe('BellSec Holdings');
  });
});
