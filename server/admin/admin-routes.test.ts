import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userSavedCompanies } from '#server/companies/schema.ts';
import { insertCompanies, saveCompany } from '#server/companies/testing/companies.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';
import { type FakeEdgar, startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import type { JobDetail } from '../../contract/admin.ts';
import { adminAudit } from './schema.ts';
import { ADMIN_EMAIL, adminTestEnv } from './testing/admin-test-env.ts';

type Job = JobDetail;

describe('admin API', async () => {
  const edgar: FakeEdgar = await startFakeEdgar();
  afterAll(() => edgar.close());
  const t = await createTestApp({ env: adminTestEnv(edgar.url) });
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    await insertCompanies(t);
    admin = await t.signUp({ email: ADMIN_EMAIL });
    member = await t.signUp();
  });

  const startImport = async (kind: string) => {
    const response = await t.request('/api/admin/imports', { as: admin, json: { kind } });
    return {
      status: response.status,
      body: (await response.json()) as { job: Job; alreadyRunning?: boolean },
    };
  };
  const job = async (id: string) =>
    (await (await t.request(`/api/admin/jobs/${id}`, { as: admin })).json()) as Job;

  describe('guard', () => {
    const routes: Array<[string, string, unknown?]> = [
      ['POST', '/api/admin/imports', { kind: 'sec-sample' }],
      ['GET', '/api/admin/jobs'],
      ['GET', '/api/admin/jobs/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/cancel', {}],
      ['GET', '/api/admin/schedule'],
      ['PUT', '/api/admin/schedule', { enabled: false }],
      ['GET', '/api/admin/debug'],
      ['GET', '/api/admin/audit'],
    ];
    it.each(routes)(
      '%s %s: 401 signed out, 403 for a non-admin and for an admin API token, nothing written',
      async (method, url, json) => {
        expect((await t.request(url, { method, json })).status).toBe(401);
        const response = await t.request(url, { method, json, as: member });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
        // An admin's own API token carries no admin powers: those need the signed-in browser.
        const byToken = await t.request(url, { method, json, as: admin, auth: 'bearer' });
        expect(byToken.status).toBe(403);
        expect(await byToken.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
        expect((await t.deps.jobs.list()).length).toBe(0);
        expect((await t.db.select({ n: count() }).from(adminAudit))[0]?.n).toBe(0);
      },
    );
  });

  it('rejects unknown kinds, malformed bodies and a file-less local import', async () => {
    expect((await startImport('everything')).status).toBe(400);
    const malformed = await t.request('/api/admin/imports', {
      as: admin,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await startImport('local')).status).toBe(400);
    expect((await t.request('/api/admin/jobs/not-a-uuid', { as: admin })).status).toBe(404);
  });

  it('says plainly that the API import is off without FINNHUB_API_KEY', async () => {
    const { status, body } = await startImport('finnhub');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'FINNHUB_NOT_CONFIGURED' });
  });

  it('runs the sample SEC import as a job: 120 companies, seeded ones skipped, audited, and a re-run changes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(companies))[0]!.n;
    const { status, body } = await startImport('sec-sample');
    expect(status).toBe(202);
    expect(body.job).toMatchObject({ kind: 'sec-sample', state: 'queued' });
    const again = await startImport('sec-sample');
    expect(again.body).toMatchObject({ alreadyRunning: true, job: { id: body.job.id } });
    await t.deps.jobs.runDue();
    const done = await job(body.job.id);
    expect(done).toMatchObject({ state: 'succeeded', total: 120, errors: 0 });
    expect(done.imported + done.skipped).toBe(120);
    expect(done.skipped).toBeGreaterThan(20);
    expect(done.log.at(-1)).toMatchObject({ level: 'success' });
    const after = (await t.db.select({ n: count() }).from(companies))[0]!.n;
    expect(after - before).toBe(done.imported);
    expect(edgar.requestsFor('/files/company_tickers_exchange.json')).toBe(1);

    const rerun = await startImport('sec-sample');
    await t.deps.jobs.runDue();
    expect(await job(rerun.body.job.id)).toMatchObject({ state: 'succeeded', imported: 0, skipped: 120 });
    const audit = await t.db.select().from(adminAudit).where(eq(adminAudit.jobId, body.job.id));
    expect(audit).toEqual([expect.objectContaining({ userEmail: ADMIN_EMAIL, action: 'import:sec-sample' })]);
    const list = (await (await t.request('/api/admin/jobs', { as: admin })).json()) as { jobs: Job[] };
    expect(list.jobs.map((row) => row.id)).toContain(body.job.id);
    const auditList = (await (await t.request('/api/admin/audit', { as: admin })).json()) as {
      entries: Array<{ jobId: string; imported: number }>;
    };
    expect(auditList.entries.find((entry) => entry.jobId === body.job.id)).toMatchObject({
      imported: done.imported,
    });
  });

  it('retries when EDGAR is down and records why; the app keeps serving', async () => {
    edgar.fault({ kind: 'status', status: 503, path: '/files/company_tickers_exchange.json', times: 10 });
    const { body } = await startImport('sec-complete');
    await t.deps.jobs.runDue();
    const failed = await job(body.job.id);
    expect(failed.state).toBe('queued');
    expect(failed.error).toMatch(/SEC EDGAR is not responding/);
    expect((await t.request('/api/health')).status).toBe(200);
    expect(await t.deps.jobs.cancel(body.job.id)).toBe(true);
    edgar.reset();
  });

  it('updates the 50 least recently updated companies from SEC submissions', async () => {
    // The fake EDGAR holds submissions for five companies; the rest answer 404 and are counted as errors.
    const { body } = await startImport('update');
    await t.deps.jobs.runDue();
    const done = await job(body.job.id);
    expect(done).toMatchObject({ state: 'succeeded', total: 50 });
    expect(done.updated + done.errors).toBe(50);
    const [nike] = await t.db.select().from(companies).where(eq(companies.ticker, 'NKE'));
    if (done.log.some((line) => line.ticker === 'NKE' && line.level === 'success')) {
      expect(nike).toMatchObject({
        industry: 'Rubber & Plastics Footwear',
        sector: 'Consumer Discretionary',
        sic: 3021,
        stateOfIncorporation: 'OR',
      });
    }
    expect(done.log.some((line) => line.level === 'error')).toBe(true);
  });

  it('cancels a queued job', async () => {
    const { body } = await startImport('sec-complete');
    const response = await t.request(`/api/admin/jobs/${body.job.id}/cancel`, { as: admin, json: {} });
    expect(await response.json()).toMatchObject({ cancelled: true, job: { state: 'cancelled' } });
  });

  it('imports a local CSV, reporting each bad line, and refuses other files', async () => {
    const csv = [
      'ticker,name,industry,sector,exchange',
      'ZZLOC,"Local Widgets, Inc.",Widgets,Industrials,NYSE',
      ',No Ticker Corp,,,',
      'ZZBAD,,,,',
      'ZZTWO,Two Columns',
      'ZZNEW,New Biotech Therapeutics,,,',
      'AAPL,Apple Again,,,',
    ].join('\n');
    const upload = (name: string, content: string) => {
      const form = new FormData();
      form.set('kind', 'local');
      form.set('file', new File([content], name));
      return t.request('/api/admin/imports', { as: admin, body: form });
    };
    const response = await upload('companies.csv', csv);
    expect(response.status).toBe(202);
    const { job: queued } = (await response.json()) as { job: Job };
    await t.deps.jobs.runDue();
    const done = await job(queued.id);
    expect(done).toMatchObject({ state: 'succeeded', total: 6, imported: 2, skipped: 1, errors: 3 });
    expect(done.log.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'Line 3: missing or invalid ticker',
      'Line 4: missing name',
      'Line 5: expected 5 columns, found 2',
    ]);
    const [fresh] = await t.db.select().from(companies).where(eq(companies.ticker, 'ZZNEW'));
    expect(fresh).toMatchObject({ sector: 'Healthcare', industry: 'Unknown', exchange: 'NYSE' });
    const [apple] = await t.db.select().from(companies).where(eq(companies.ticker, 'AAPL'));
    expect(apple?.name).toBe('Apple Inc.');

    expect((await upload('companies.txt', csv)).status).toBe(400);
    expect((await upload('companies.json', '{"not":')).status).toBe(400);
    const big = await upload('big.csv', 'A'.repeat(5 * 1024 * 1024 + 10));
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ error: 'The file is larger than 5 MB.' });
  });

  it('imports a local JSON array with positions as line numbers', async () => {
    const form = new FormData();
    form.set(
      'file',
      new File(
        [JSON.stringify([{ ticker: 'ZZJS', name: 'Json Energy Corp' }, { ticker: 'ZZJ2' }, 'nope'])],
        'c.json',
      ),
    );
    const response = await t.request('/api/admin/imports', { as: admin, body: form });
    const { job: queued } = (await response.json()) as { job: Job };
    await t.deps.jobs.runDue();
    const done = await job(queued.id);
    expect(done).toMatchObject({ imported: 1, errors: 2 });
    expect(done.log.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'Line 2: missing name',
      'Line 3: not an object',
    ]);
  });

  it('never deletes a saved company on import', async () => {
    const [apple] = await t.db.select().from(companies).where(eq(companies.ticker, 'AAPL'));
    await saveCompany(t, member, apple!.id);
    const { body } = await startImport('sec-sample');
    await t.deps.jobs.runDue();
    expect((await job(body.job.id)).state).toBe('succeeded');
    expect(
      await t.db.select().from(userSavedCompanies).where(eq(userSavedCompanies.userId, member.id)),
    ).toHaveLength(1);
  });

  it('stores the update schedule (default Monday and Thursday 02:00) and validates changes', async () => {
    const read = await t.request('/api/admin/schedule', { as: admin });
    expect(await read.json()).toMatchObject({
      schedule: {
        name: 'company-updates',
        kind: 'update',
        cron: '0 2 * * 1,4',
        timezone: 'UTC',
        enabled: true,
      },
    });
    const put = await t.request('/api/admin/schedule', {
      method: 'PUT',
      as: admin,
      json: { enabled: true, cron: '0 2 * * 1,4', timezone: 'America/New_York' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ schedule: { timezone: 'America/New_York' } });
    const bad = await t.request('/api/admin/schedule', {
      method: 'PUT',
      as: admin,
      json: { timezone: 'Nowhere/City' },
    });
    expect(bad.status).toBe(400);
    expect((await t.request('/api/admin/schedule', { method: 'PUT', as: admin, json: {} })).status).toBe(400);
  });

  it('shows /debug without secrets', async () => {
    t.deps.recentErrors.record({
      source: 'http',
      message: `boom ${t.config.BETTER_AUTH_SECRET} token=abc123`,
    });
    const response = await t.request('/api/admin/debug', { as: admin });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      database: { migrationsApplied: number; migrationsKnown: number };
      jobs: { recent: unknown[] };
    };
    expect(body).toMatchObject({
      version: expect.any(String),
      database: { driver: expect.any(String), migrationsApplied: expect.any(Number) },
      jobs: { runner: { started: false } },
      edgar: { requestsLastMinute: expect.any(Number) },
      filingCache: { documents: 0 },
      counts: { users: 2, companies: expect.any(Number) },
      integrations: { finnhub: false },
    });
    expect(body.database.migrationsApplied).toBe(body.database.migrationsKnown);
    expect(body.jobs.recent.length).toBeGreaterThan(0);
    const text = JSON.stringify(body);
    expect(text).not.toContain(t.config.BETTER_AUTH_SECRET!);
    expect(text).not.toContain('abc123');
  });
});
