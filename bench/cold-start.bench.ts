import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchReport } from './report.ts';
import { median, startServerProcess, withScratchDatabase } from './server-process.ts';

async function timeToHealthy(env: Record<string, string>, port: number): Promise<number> {
  const server = await startServerProcess(port, env);
  await server.stop();
  return server.startupMs;
}

/** Cold start to the first 200 of /api/health: new and existing PGlite folders, and PostgreSQL when available. */
export async function benchColdStart(databaseUrl?: string): Promise<BenchReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bench-'));
  const rows: BenchReport['rows'] = [];
  try {
    const fresh = await timeToHealthy({ DATA_DIR: dataDir }, 3201);
    rows.push({ case: 'PGlite, new data folder', ms: Math.round(fresh), goal: '≤ 5000' });
    const existing: number[] = [];
    for (let run = 0; run < 3; run += 1) existing.push(await timeToHealthy({ DATA_DIR: dataDir }, 3201));
    rows.push({
      case: 'PGlite, existing data folder (median of 3)',
      ms: Math.round(median(existing)),
      goal: '≤ 2000',
    });
    if (databaseUrl) {
      await withScratchDatabase(databaseUrl, async (url) => {
        const first = await timeToHealthy({ DATA_DIR: dataDir, DATABASE_URL: url }, 3202);
        rows.push({ case: 'PostgreSQL, new database', ms: Math.round(first), goal: '—' });
        const again = await timeToHealthy({ DATA_DIR: dataDir, DATABASE_URL: url }, 3202);
        rows.push({ case: 'PostgreSQL, existing database', ms: Math.round(again), goal: '—' });
      });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { title: 'Cold start to the first 200 of /api/health', rows };
}
