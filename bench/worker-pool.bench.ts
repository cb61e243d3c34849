import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCatalogue } from '../server/companies/catalogue/pglite-snapshot.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { SHARED_EDGAR_DIR, startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';
import type { BenchReport } from './report.ts';
import { signedInCookie, startServerProcess, withScratchDatabase } from './server-process.ts';

const PORT = 4020;
const PROBE_EVERY_MS = 25;

interface Filing {
  ticker: string;
  form: string;
  accession_number: string;
  primary_document_path: string;
}

/** The four largest shared 10-Ks (KO's two, NKE's, TSLA's): the cold analyses that cost the most. */
function largestTenKs(): Filing[] {
  const { filings } = JSON.parse(fs.readFileSync(path.join(SHARED_EDGAR_DIR, 'manifest.json'), 'utf8')) as {
    filings: Filing[];
  };
  const size = (f: Filing) => fs.statSync(path.join(SHARED_EDGAR_DIR, f.primary_document_path)).size;
  return filings
    .filter((f) => f.form === '10-K')
    .sort((a, b) => size(b) - size(a))
    .slice(0, 4);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Issue #29 item 1: `/api/health` from a fifth client while four cold analyses of the largest shared 10-Ks run
 * (download from the fake EDGAR, sanitise, parse, compare with the prior 10-K, analyse), and the wall time of the
 * four against two run one after the other — on worker threads (default) and on the request loop
 * (`WORKER_THREADS=0`, as before); on PGlite, and on PostgreSQL when a URL is given. Each measurement runs on a
 * fresh database, so every analysis is cold.
 */
export async function benchWorkerPool(databaseUrl?: string): Promise<BenchReport> {
  const fake = await startFakeEdgar();
  const template = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-pool-'));
  try {
    // The catalogue is loaded beforehand: its background load would otherwise compete with the analyses.
    const database = await openDatabase({ pgliteDir: path.join(template, 'pglite') });
    await runMigrations(database);
    await loadCatalogue(database);
    await database.close();
    const filings = largestTenKs();
    const rows: BenchReport['rows'] = [];
    const drivers: {
      label: string;
      fresh: <T>(work: (env: Record<string, string>) => Promise<T>) => Promise<T>;
    }[] = [{ label: 'PGlite', fresh: (work) => withCopy(template, work) }];
    if (databaseUrl)
      drivers.push({ label: 'PostgreSQL', fresh: (work) => withPostgres(databaseUrl, template, work) });
    for (const driver of drivers)
      for (const threads of ['2', '0']) {
        const four = await driver.fresh((env) => run(env, fake.url, threads, filings, 'together'));
        const two = await driver.fresh((env) => run(env, fake.url, threads, filings.slice(0, 2), 'in turn'));
        rows.push({
          database: driver.label,
          'worker threads': threads === '0' ? '0 (request loop)' : threads,
          'four together, wall s': (four.wallMs / 1000).toFixed(1),
          'two in turn, wall s': (two.wallMs / 1000).toFixed(1),
          'each of the four, s': four.eachMs.map((ms) => (ms / 1000).toFixed(1)).join(' / '),
          'health probes': four.probes.length,
          'health p50 ms': percentile(four.probes, 50),
          'health p99 ms': percentile(four.probes, 99),
          'health max ms': four.probes.at(-1) ?? 0,
          'RSS after the four, MB': four.rss.now,
          'peak RSS, MB': four.rss.peak,
        });
      }
    return {
      title: 'Cold analyses on the worker pool (issue #29)',
      rows,
      notes: [
        `Four cold analyses of ${filings.map((f) => `${f.ticker} ${f.accession_number}`).join(', ')} at once (one user), against the fake EDGAR; /api/health probed one at a time every ${PROBE_EVERY_MS} ms meanwhile. Then the first two, one after the other, on another fresh folder.`,
        'Goals: health p99 ≤ 50 ms during the four; the four together ≤ two in turn on the request loop (0 threads).',
        "RSS: the server process's resident memory (worker threads included) once the four have answered, and its peak (Linux /proc).",
      ],
    };
  } finally {
    await fake.close();
    fs.rmSync(template, { recursive: true, force: true });
  }
}

/** A copy of the prepared PGlite folder for one run. */
async function withCopy<T>(template: string, work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-pool-run-'));
  fs.cpSync(template, dataDir, { recursive: true });
  try {
    return await work({ DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scratch PostgreSQL database with the catalogue loaded, for one run. */
function withPostgres<T>(
  serverUrl: string,
  dataDir: string,
  work: (env: Record<string, string>) => Promise<T>,
) {
  return withScratchDatabase(serverUrl, async (url) => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await runMigrations(database);
    await loadCatalogue(database);
    await database.close();
    return work({ DATA_DIR: dataDir, DATABASE_URL: url });
  });
}

async function run(
  env: Record<string, string>,
  edgarUrl: string,
  threads: string,
  filings: Filing[],
  mode: 'together' | 'in turn',
) {
  const server = await startServerProcess(PORT, {
    ...env,
    SEC_WWW_URL: edgarUrl,
    SEC_DATA_URL: edgarUrl,
    WORKER_THREADS: threads,
  });
  try {
    // One user (the free plan's ten a month cover the four; sign-ups are rate-limited per address).
    const cookie = await signedInCookie(server.baseUrl);
    const analyse = async (filing: Filing) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/analysis`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
        body: JSON.stringify({
          ticker: filing.ticker,
          filingType: '10-K',
          accession: filing.accession_number,
          productDescription: 'endpoint security software for enterprises',
        }),
      });
      if (response.status !== 200)
        throw new Error(`analysis ${filing.ticker}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return performance.now() - started;
    };
    let running = true;
    const probes: number[] = [];
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${server.baseUrl}/api/health`).then((r) => r.arrayBuffer());
        probes.push(Math.round(performance.now() - started));
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const started = performance.now();
    const eachMs: number[] = [];
    if (mode === 'together') eachMs.push(...(await Promise.all(filings.map(analyse))));
    else for (const filing of filings) eachMs.push(await analyse(filing));
    const wallMs = performance.now() - started;
    running = false;
    await probing;
    return { wallMs, eachMs, probes: probes.sort((a, b) => a - b), rss: residentMb(server.pid) };
  } finally {
    await server.stop();
  }
}

/** Resident memory of the server process now and at its peak, from Linux's /proc (blank elsewhere). */
function residentMb(pid: number): { now: string; peak: string } {
  let status = '';
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return { now: '', peak: '' };
  }
  const mb = (field: string) => {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? String(Math.round(Number(kb) / 1024)) : '';
  };
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}
