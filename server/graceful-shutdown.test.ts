import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from './companies/schema.ts';
import { openDatabase } from './db/open-database.ts';
import { jobs } from './jobs/schema.ts';
import { postJson, signUpThrough } from './test/app-processes.ts';
import { TEST_ORIGIN, TEST_SECRET } from './test/create-test-app.ts';
import { startFakeEdgar } from './test/fakes/fake-edgar.ts';
import { preparedDataDir } from './test/prepared-data-dir.ts';

const children: ChildProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
});

/** `server/main.ts` as production runs it (its own signal handling), on the given data folder. */
async function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitFor = async (text: string) => {
    while (!output.includes(text)) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  await waitFor('10Kai is listening');
  const port = /"port":(\d+)/.exec(output)?.[1];
  return { child, exited, waitFor, output: () => output, base: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown (SIGTERM)', () => {
  it('finishes the request in flight and hands the running job back; after a restart nothing is lost or done twice', {
    timeout: 120_000,
  }, async () => {
    const edgar = await startFakeEdgar();
    const dataDir = await preparedDataDir('10kai-shutdown-');
    folders.push(dataDir);
    const env = {
      DATA_DIR: dataDir,
      APP_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: TEST_SECRET,
      SEC_USER_AGENT: '10Kai tests tests@10kai.invalid',
      SEC_WWW_URL: edgar.url,
      SEC_DATA_URL: edgar.url,
      ADMIN_EMAILS: 'admin@example.com',
      // The sample import's pauses between batches (500 ms) make it a job that is running when the signal comes.
      IMPORT_PACING: 'spec',
      SHUTDOWN_GRACE_SECONDS: '20',
    };
    try {
      const first = await startMain(env);
      const cookie = await signUpThrough(first.base, 'admin@example.com');
      const get = async <T>(base: string, pathname: string) =>
        (await (await fetch(`${base}${pathname}`, { headers: { cookie } })).json()) as T;
      const companiesBefore = (await get<{ counts: { companies: number } }>(first.base, '/api/admin/debug'))
        .counts.companies;

      const started = await postJson(first.base, '/api/admin/imports', { kind: 'sec-sample' }, { cookie });
      const { job } = (await started.json()) as { job: { id: string } };
      await expect
        .poll(
          async () => (await get<{ imported: number }>(first.base, `/api/admin/jobs/${job.id}`)).imported,
          {
            timeout: 30_000,
            interval: 50,
          },
        )
        .toBeGreaterThan(0);

      // A request that waits three seconds on EDGAR is in flight when the signal comes.
      edgar.fault({ kind: 'delay', ms: 3_000, path: '/submissions/', times: 1 });
      const inFlight = postJson(
        first.base,
        '/api/sec-filings/fetch',
        { ticker: 'AAPL', type: '10-K' },
        { cookie },
      );
      await expect.poll(() => edgar.requestsFor('/submissions/'), { timeout: 20_000, interval: 20 }).toBe(1);
      first.child.kill('SIGTERM');
      await first.waitFor('shutting down');
      // No new connections from the moment it stops...
      await expect(fetch(`${first.base}/api/health`)).rejects.toThrow();
      // ...but the request in flight gets its whole answer.
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      const filing = (await answer.json()) as { accession_number: string };
      expect(filing.accession_number).toMatch(/^\d{10}-\d{2}-\d{6}$/);
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('"msg":"stopped"');

      // Stopped between two batches and handed back: not counted as an attempt, no lease left to wait out.
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const [interrupted] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      const [{ n: companiesBetween } = { n: 0 }] = await database.db.select({ n: count() }).from(companies);
      await database.close();
      expect(interrupted).toMatchObject({ state: 'running', attempts: 0, lockedBy: null });
      expect(interrupted!.imported).toBeLessThan(120);
      expect(companiesBetween - companiesBefore).toBe(interrupted!.imported);

      // The next start resumes the job at once and does only what was left.
      const second = await startMain(env);
      await expect
        .poll(async () => (await get<{ state: string }>(second.base, `/api/admin/jobs/${job.id}`)).state, {
          timeout: 30_000,
          interval: 100,
        })
        .toBe('succeeded');
      const done = await get<{
        attempts: number;
        total: number;
        imported: number;
        skipped: number;
        log: Array<{ message: string }>;
      }>(second.base, `/api/admin/jobs/${job.id}`);
      const companiesAfter = (await get<{ counts: { companies: number } }>(second.base, '/api/admin/debug'))
        .counts.companies;
      expect(done.attempts).toBe(1);
      expect(done.total).toBe(120);
      expect(done.imported).toBe(companiesAfter - companiesBetween);
      expect(done.imported + done.skipped).toBe(120);
      const messages = done.log.map((line) => line.message);
      const interruptions = messages.filter((message) =>
        /^(Interrupted by a server shutdown|Resumed after)/.test(message),
      );
      expect(interruptions.map((message) => message.split(' ')[0])).toEqual(['Interrupted', 'Resumed']);

      // The filing the interrupted request fetched was kept, once.
      const filings = await get<Array<{ accession_number: string }>>(
        second.base,
        '/api/sec-filings?ticker=AAPL',
      );
      expect(filings.filter((stored) => stored.accession_number === filing.accession_number)).toHaveLength(1);

      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await edgar.close();
    }
  });
});
