import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { jobs } from '#server/jobs/schema.ts';
import { createLogger } from '#server/log.ts';
import type { TestUser } from '#server/test/create-test-app.ts';
import { insertAnalysis } from '../testing/crm-fixtures.ts';
import { createCrmTestApp } from '../testing/crm-test-app.ts';
import { HUBSPOT_EXPORT_JOB, hubspotExportHandler } from './export-job.ts';

describe('HubSpot exports as durable jobs', async () => {
  let now = new Date();
  const { t, hs, proUser, connectedUser } = await createCrmTestApp({ clock: () => now });
  beforeEach(() => {
    now = new Date();
  });

  const ready = async () => {
    const user = await connectedUser('hubspot');
    const analysisId = await insertAnalysis(t.db, user.id);
    return { user, analysisId, companyId: hs.companies[0]!.id };
  };
  const start = async (user: TestUser, json: unknown, key?: string) =>
    t.request('/api/hubspot/exports', { as: user, json, headers: key ? { 'idempotency-key': key } : {} });
  const status = async (user: TestUser, id: string) =>
    (await (await t.request(`/api/hubspot/exports/${id}`, { as: user })).json()) as {
      state: string;
      status: string;
      isComplete: boolean;
      isSuccessful: boolean;
      progress: number;
      errors: { message: string; code?: string }[];
      importId: string;
    };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('queues the export, then writes one note on the company carrying the quotes and the filing', async () => {
    const { user, analysisId, companyId } = await ready();
    const response = await start(user, { companyId, analysisId });
    expect(response.status).toBe(202);
    const { importId, status: started } = (await response.json()) as { importId: string; status: string };
    expect(started).toBe('PROCESSING');
    expect(await status(user, importId)).toEqual({
      importId,
      state: 'PROCESSING',
      status: 'queued',
      progress: 0,
      isComplete: false,
      isSuccessful: false,
      errors: [],
    });

    await t.deps.jobs.runDue();
    expect(await status(user, importId)).toMatchObject({
      state: 'DONE',
      isComplete: true,
      isSuccessful: true,
      progress: 100,
    });
    expect(hs.notes).toHaveLength(1);
    const [note] = hs.notes;
    expect(note!.companyIds).toEqual([companyId]);
    expect(note!.associationTypeIds).toEqual([190]);
    expect(note!.body).toContain('10Kai Analysis: AAPL 10-K');
    expect(note!.body).toContain(
      '<blockquote>“The Company depends on component and product manufacturing performed by outsourcing partners',
    );
    expect(note!.body).toContain('Section: Item 1A. Risk Factors');
    expect(note!.body).toContain(
      'href="http://localhost:3000/api/crm/passage/0000320193-24-000123?highlight=400-540"',
    );
    expect(note!.body).toContain('Accession: 0000320193-24-000123');
    expect(note!.body).toContain(
      'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
    );
    // Filing text is escaped, never markup.
    expect(note!.body).toContain('&lt;in Asia&gt; &amp; elsewhere');
    expect(note!.body).not.toContain('<in Asia>');
  });

  it('keeps the spec payload with the job', async () => {
    const { user, analysisId, companyId } = await ready();
    const { importId } = (await (await start(user, { companyId, analysisId })).json()) as {
      importId: string;
    };
    const job = await t.deps.jobs.get(importId);
    expect((job!.payload as { payload: unknown }).payload).toEqual({
      companyName: 'AAPL',
      filingType: '10-K',
      filingDate: now.toISOString().slice(0, 10),
      keyInsights: ['Expand services revenue'],
      risks: ['Supply chain concentration'],
      opportunities: ['Security tooling for the supply chain'],
      conversation_starters: ['How are you monitoring the security of your outsourcing partners?'],
    });
  });

  it('a repeated submit with the same idempotency key is the same export', async () => {
    const { user, analysisId, companyId } = await ready();
    const first = (await (await start(user, { companyId, analysisId }, 'click-0001')).json()) as {
      importId: string;
    };
    const second = (await (await start(user, { companyId, analysisId }, 'click-0001')).json()) as {
      importId: string;
    };
    expect(second.importId).toBe(first.importId);
    await t.deps.jobs.runDue();
    expect(hs.notes).toHaveLength(1);
  });

  it('retries a 429 no sooner than Retry-After, then succeeds', async () => {
    const { user, analysisId, companyId } = await ready();
    hs.fault({ path: '/crm/v3/objects/notes', method: 'POST', status: 429, retryAfter: 30 });
    const { importId } = (await (await start(user, { companyId, analysisId })).json()) as {
      importId: string;
    };
    await t.deps.jobs.runDue();
    expect(await status(user, importId)).toMatchObject({ state: 'PROCESSING', status: 'queued', errors: [] });
    const job = await t.deps.jobs.get(importId);
    expect(new Date(job!.runAt).getTime() - now.getTime()).toBeGreaterThanOrEqual(30_000);
    later(10_000);
    expect(await t.deps.jobs.runDue()).toBe(0);
    later(25_000);
    await t.deps.jobs.runDue();
    expect(await status(user, importId)).toMatchObject({ state: 'DONE', isSuccessful: true });
    expect(hs.notes).toHaveLength(1);
  });

  it('retries a 500 that HubSpot answered after storing the note, without writing it twice', async () => {
    const { user, analysisId, companyId } = await ready();
    hs.fault({ path: '/crm/v3/objects/notes', method: 'POST', status: 500, afterWork: true });
    const { importId } = (await (await start(user, { companyId, analysisId })).json()) as {
      importId: string;
    };
    await t.deps.jobs.runDue();
    expect(hs.notes).toHaveLength(1);
    later(60_000);
    await t.deps.jobs.runDue();
    expect(await status(user, importId)).toMatchObject({ state: 'DONE' });
    expect(hs.notes).toHaveLength(1);
  });

  it('a job interrupted by a restart after HubSpot stored the note finishes once', async () => {
    const { user, analysisId, companyId } = await ready();
    // The first run writes the note, then the process dies before recording success: the note is in HubSpot and
    // the job row is still 'running' under a worker that no longer exists.
    hs.fault({ path: '/crm/v3/objects/notes', method: 'POST', status: 504, afterWork: true, delayMs: 0 });
    const { importId } = (await (await start(user, { companyId, analysisId })).json()) as {
      importId: string;
    };
    await t.deps.jobs.runDue();
    await t.db
      .update(jobs)
      .set({
        state: 'running',
        lockedBy: 'dead-worker',
        leaseUntil: new Date(now.getTime() - 1000),
        runAt: now,
      })
      .where(eq(jobs.id, importId));
    expect(hs.notes).toHaveLength(1);

    // "Restart": a fresh runner in a new process registers the handler and resumes the expired lease.
    const restarted = createJobRunner({ db: t.db, log: createLogger('silent'), clock: () => now });
    restarted.register(HUBSPOT_EXPORT_JOB, hubspotExportHandler(t.deps), {
      oneAtATime: false,
    });
    expect(await restarted.runDue()).toBe(1);
    expect(await status(user, importId)).toMatchObject({ state: 'DONE', isSuccessful: true });
    expect(hs.notes).toHaveLength(1);
    const logs = await restarted.logs(importId);
    expect(logs.map((line) => line.message).join('\n')).toMatch(/Resumed[\s\S]*already written/);
  });

  it('a revoked connection fails the export with a reconnect message and removes the connection', async () => {
    const { user, analysisId, companyId } = await ready();
    const { importId } = (await (await start(user, { companyId, analysisId })).json()) as {
      importId: string;
    };
    hs.revokeAll();
    await t.deps.jobs.runDue();
    const result = await status(user, importId);
    expect(result).toMatchObject({ state: 'FAILED', isComplete: true, isSuccessful: false });
    expect(result.errors[0]!.message).toMatch(/revoked/);
    expect(result.errors[0]!.message).toMatch(/reconnect/);
    expect(result.errors[0]!.code).toBe('HUBSPOT_AUTH_REQUIRED');
    expect((await (await t.request('/api/hubspot/connection-status', { as: user })).json()).connected).toBe(
      false,
    );
    expect(hs.notes).toEqual([]);
  });

  it('an unknown company fails the export with HubSpot’s reason, not retried', async () => {
    const { user, analysisId } = await ready();
    const { importId } = (await (await start(user, { companyId: '999999', analysisId })).json()) as {
      importId: string;
    };
    await t.deps.jobs.runDue();
    const result = await status(user, importId);
    expect(result.state).toBe('FAILED');
    expect(result.errors[0]!.message).toContain('Company 999999 not found');
    expect(result.errors[0]!.code).toBeUndefined();
  });

  it('guards the routes: 401, 403 for free users, 400 bad input, 404 for others’ analyses and exports', async () => {
    const { user, analysisId, companyId } = await ready();
    expect((await t.request('/api/hubspot/exports', { json: { companyId, analysisId } })).status).toBe(401);
    const free = await t.signUp();
    const forbidden = await start(free, { companyId, analysisId });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'PRO_REQUIRED' });
    for (const json of [{ companyId }, { companyId: 'abc', analysisId }, { companyId, analysisId: 'x' }]) {
      expect((await start(user, json)).status).toBe(400);
    }
    const other = await proUser();
    const theirs = await insertAnalysis(t.db, other.id);
    expect((await start(user, { companyId, analysisId: theirs })).status).toBe(404);

    const { importId } = (await (await start(user, { companyId, analysisId })).json()) as {
      importId: string;
    };
    expect((await t.request(`/api/hubspot/exports/${importId}`, { as: other })).status).toBe(404);
    expect((await t.request('/api/hubspot/exports/not-a-uuid', { as: user })).status).toBe(404);
  });

  it('asks to connect first when there is no HubSpot connection', async () => {
    const user = await proUser();
    const analysisId = await insertAnalysis(t.db, user.id);
    const response = await start(user, { companyId: '1000', analysisId });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'HUBSPOT_AUTH_REQUIRED' });
  });
});
