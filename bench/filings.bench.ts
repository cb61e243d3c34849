import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { type FakeEdgar, startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';
import { maxInWindow } from '../server/test/max-in-window.ts';
import type { BenchReport } from './report.ts';
import { signedInCookie, startServerProcess, withScratchDatabase } from './server-process.ts';

const PORT = 3211;
const APP = `http://127.0.0.1:${PORT}`;

function exited(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

function startApp(fake: FakeEdgar, dataDir: string) {
  return startServerProcess(PORT, {
    DATA_DIR: dataDir,
    SEC_WWW_URL: fake.url,
    SEC_DATA_URL: fake.url,
    SEC_USER_AGENT: '10Kai bench bench@10kai.invalid',
  });
}

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: response.status, bytes };
}

/** A filing viewed twice: the first view downloads it from EDGAR, the second is served from the cache. */
export async function benchCachedDocumentView(): Promise<BenchReport> {
  const fake = await startFakeEdgar({ asOf: '2025-09-01' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-filings-'));
  const app = await startApp(fake, dataDir);
  try {
    const cookie = await signedInCookie(APP);
    const fetched = await fetch(`${APP}/api/sec-filings/fetch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP, cookie },
      body: JSON.stringify({ ticker: 'AAPL', type: '10-K' }),
    });
    if (!fetched.ok) throw new Error(`fetch failed: ${fetched.status} ${await fetched.text()}`);
    const { view_url: viewUrl } = (await fetched.json()) as { view_url: string };
    fake.resetCounters();
    const first = await timed(`${APP}${viewUrl}`);
    const firstRequests = fake.totalRequests;
    fake.resetCounters();
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await timed(`${APP}${viewUrl}`));
    const secondRequests = fake.totalRequests;
    if (first.status !== 200 || again.some((view) => view.status !== 200)) throw new Error('a view failed');
    const median = again.map((view) => view.ms).sort((a, b) => a - b)[2]!;
    return {
      title: 'Filing documents: second view of a cached filing (AAPL 10-K)',
      rows: [
        {
          view: 'first (EDGAR → sanitise → cache)',
          ms: Math.round(first.ms),
          'EDGAR requests': firstRequests,
          goal: '1',
        },
        {
          view: 'second (cache, median of 5)',
          ms: Math.round(median),
          'EDGAR requests': secondRequests,
          goal: '0',
        },
      ],
      notes: [
        `Sanitised document: ${(first.bytes / 1e6).toFixed(1)} MB. Requests counted at the fake EDGAR.`,
      ],
    };
  } finally {
    await app.stop();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** 200 EDGAR requests from 3 processes sharing the PostgreSQL-backed limiter, counted where they arrive. */
export async function benchSharedLimiter(databaseUrl?: string): Promise<BenchReport> {
  const title = 'EDGAR rate limiter: 200 requests from 3 processes';
  if (!databaseUrl) {
    return {
      title,
      rows: [],
      notes: ['Skipped: needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).'],
    };
  }
  return withScratchDatabase(databaseUrl, async (url) => {
    const fake = await startFakeEdgar();
    try {
      const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
      await runMigrations(database);
      await database.close();
      const started = Date.now();
      const workers = [67, 67, 66].map((count) =>
        spawn(
          process.execPath,
          ['--import', 'tsx', 'bench/filings-limiter-worker.ts', url, fake.url, String(count)],
          {
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        ),
      );
      const codes = await Promise.all(workers.map(exited));
      if (codes.some((code) => code !== 0)) throw new Error(`a worker failed: ${codes.join(', ')}`);
      const seconds = (Date.now() - started) / 1000;
      const worst = maxInWindow(fake.arrivals, 1000);
      return {
        title,
        rows: [
          {
            requests: fake.totalRequests,
            'max in any 1 s window': worst,
            goal: '≤ 8',
            'mean rate (req/s)': (fake.totalRequests / seconds).toFixed(1),
            result: worst <= 8 && fake.totalRequests === 200 ? 'pass' : 'FAIL',
          },
        ],
        notes: ['Wall time includes starting the three worker processes.'],
      };
    } finally {
      await fake.close();
    }
  });
}
