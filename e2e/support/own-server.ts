import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { FAKE_EDGAR_PORT } from '../playwright.config';

/**
 * A production server of a spec's own (E2E_PORT + n, its own data folder), for what the shared e2e server cannot
 * do: a database the spec writes to (PostgreSQL, a scratch database made and dropped here), or another fake EDGAR.
 * It runs `dist/server/main.js` (the Playwright web server built it); the CRM specs' servers are built on it.
 */
export interface OwnServer {
  url: string;
  /** Its data folder, absolute: the mail outbox is in `<dataDir>/outbox`. */
  dataDir: string;
  /** Set when it runs on PostgreSQL. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://tenkai:tenkai@localhost:5432/tenkai';

/** Whether the PostgreSQL a `postgres: true` server needs answers. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function startOwnServer(options: {
  port: number;
  /** On a scratch PostgreSQL database (else the embedded one in its data folder). */
  postgres?: boolean;
  /** Defaults to the shared fake EDGAR. */
  edgarUrl?: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const { port } = options;
  const url = `http://localhost:${port}`;
  const edgarUrl = options.edgarUrl ?? `http://127.0.0.1:${FAKE_EDGAR_PORT}`;
  const dataDir = path.resolve(`.tmp/e2e-own-${process.pid}-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  let databaseUrl: string | undefined;
  let database: string | undefined;
  if (options.postgres) {
    database = `tenkai_own_e2e_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${database}`);
    const target = new URL(ADMIN_URL);
    target.pathname = `/${database}`;
    databaseUrl = target.toString();
  }
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: `e2e-own-secret-${port}-e2e-own-secret-0123456789`,
      SEC_WWW_URL: edgarUrl,
      SEC_DATA_URL: edgarUrl,
      SEC_EFTS_URL: edgarUrl,
      SEC_USER_AGENT: '10Kai e2e e2e@10kai.invalid',
      TRUST_PROXY: 'true',
      ...options.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database}`);
  };
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (attempt > 240 || child.exitCode !== null) {
      await stop();
      throw new Error(`the e2e server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, dataDir, databaseUrl, stop };
}

/** Runs one statement on the server's PostgreSQL database. */
export async function query(server: OwnServer, sql: string, values: unknown[] = []): Promise<void> {
  if (!server.databaseUrl) throw new Error('this server runs on its embedded database');
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}
