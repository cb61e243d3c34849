import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/log.ts';
import { type RunningServer, startServer } from '#server/start-server.ts';
import { postJson, signUpThrough } from '#server/test/app-processes.ts';
import { TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { preparedDataDir } from '#server/test/prepared-data-dir.ts';
import { queryRows } from '../client.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { DATA_VERSION_FILE, NewerDataError } from '../data-version.ts';
import { openDatabase } from '../open-database.ts';
import { BackupError } from './backup-error.ts';
import { createBackup, DATABASE_ENTRY, MANIFEST_ENTRY, writeBackupFile } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';
import { readTar, writeTar } from './tar-archive.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-backup-'));
const folders: string[] = [scratch];
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function start(dataDir: string) {
  // No BETTER_AUTH_SECRET: the server generates DATA_DIR/auth-secret, which a backup must carry.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    SEC_USER_AGENT: '10Kai tests tests@10kai.invalid',
    SEC_WWW_URL: 'http://127.0.0.1:9',
    SEC_DATA_URL: 'http://127.0.0.1:9',
  });
  return startServer(config, createLogger('silent'));
}

/** Every row of every table, as JSON text, by table. */
async function everyRow(dataDir: string): Promise<Map<string, string[]>> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const rows = new Map<string, string[]>();
    for (const { name } of tables) {
      const found = await queryRows<{ row: string }>(
        database.db,
        sql`select row_to_json(t)::text as row from ${sql.raw(name)} t`,
      );
      rows.set(name, found.map((entry) => entry.row).sort());
    }
    return rows;
  } finally {
    await database.close();
  }
}

const newFolder = (name: string) => {
  const folder = path.join(scratch, name);
  fs.mkdirSync(folder);
  return folder;
};

describe('npm run backup / npm run restore (embedded database)', () => {
  it('backs up a running server consistently and restores every row into a new folder', {
    timeout: 90_000,
  }, async () => {
    const original = await preparedDataDir('10kai-backup-original-');
    folders.push(original);
    server = await start(original);
    const base = `http://127.0.0.1:${server.port}`;

    // Rows in several tables: user, account, session (sign-up), list, saved company, view, API token.
    const cookie = await signUpThrough(base, 'backup@example.com');
    const post = (pathname: string, body: unknown) => postJson(base, pathname, body, { cookie });
    const list = (await (await post('/api/lists', { name: 'Targets' })).json()) as { list: { id: string } };
    const search = await fetch(`${base}/api/companies/search?q=AAPL`, { headers: { cookie } });
    const [apple] = ((await search.json()) as { companies: Array<{ id: string }> }).companies;
    expect((await post('/api/saved-companies', { companyId: apple!.id, listId: list.list.id })).status).toBe(
      201,
    );
    expect((await post('/api/companies/AAPL/views', {})).status).toBe(200);
    const token = await post('/api/tokens', { name: 'sync', scope: 'read' });
    const { token: bearer } = (await token.json()) as { token: string };

    // Lists keep being made, one after another, while the backup is taken.
    const made: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let index = 0; writing; index += 1) {
        const response = await post('/api/lists', { name: `during ${index}` });
        if (response.status === 201) made.push(`during ${index}`);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { archive, manifest } = await createBackup(original);
    writing = false;
    await writer;
    expect(manifest).toMatchObject({
      source: 'running server',
      authSecret: true,
      createdBy: expect.any(String),
    });
    expect(manifest.database?.migrations).toBeGreaterThan(0);
    expect(made.length).toBeGreaterThan(0);
    const file = path.join(scratch, 'online.tar');
    writeBackupFile(file, archive);
    expect(() => writeBackupFile(file, archive)).toThrow(/already exists/);

    // The server holds its folder: a restore over it is refused, however forced.
    await expect(
      restoreBackup({ archive: fs.readFileSync(file), archiveName: file, dataDir: original, force: true }),
    ).rejects.toBeInstanceOf(DataDirLockedError);
    await server.close();
    server = undefined;

    const restoredDir = newFolder('restored');
    const restored = await restoreBackup({
      archive: fs.readFileSync(file),
      archiveName: file,
      dataDir: restoredDir,
    });
    expect(restored.setAside).toEqual([]);
    expect(restored.rows).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(restoredDir, 'auth-secret'))).toEqual(
      fs.readFileSync(path.join(original, 'auth-secret')),
    );

    const before = await everyRow(original);
    const after = await everyRow(restoredDir);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, rows] of before) {
      const copy = after.get(table)!;
      // Nothing in the copy that the database never held.
      expect(
        copy.filter((row) => !rows.includes(row)),
        table,
      ).toEqual([]);
      // Every row, but for lists made after the copy's moment and the schedule rows the server's first
      // background poll may have written after it.
      const missing = rows.filter((row) => !copy.includes(row));
      if (table === 'public.job_schedules') continue;
      if (table === 'public.company_lists') {
        const names = missing.map((row) => (JSON.parse(row) as { name: string }).name);
        // A moment in time: the lists in the copy are the first ones made, the rest are not in it.
        expect(names.sort()).toEqual(made.slice(made.length - names.length).sort());
        continue;
      }
      expect(missing, table).toEqual([]);
    }
    expect(after.get('public.company_lists')!.some((row) => row.includes('"Targets"'))).toBe(true);

    // The restored folder serves: the session cookie and the API token made before the backup still work.
    server = await start(restoredDir);
    const restoredBase = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${restoredBase}/api/me`, { headers: { cookie } })).status).toBe(200);
    const saved = await fetch(`${restoredBase}/api/saved-companies`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(((await saved.json()) as { savedCompanies: unknown[] }).savedCompanies).toHaveLength(1);
    await server.close();
    server = undefined;

    // With no server running the folder is opened directly; that copy is exact.
    const offline = await createBackup(original);
    expect(offline.manifest.source).toBe('data folder');
    const exactDir = newFolder('exact');
    await restoreBackup({ archive: offline.archive, archiveName: 'offline.tar', dataDir: exactDir });
    expect(await everyRow(exactDir)).toEqual(before);
  });

  it('refuses a folder that holds data unless forced, and then keeps the old data aside', async () => {
    const file = path.join(scratch, 'online.tar');
    const archive = fs.readFileSync(file);
    const target = path.join(scratch, 'restored');
    await expect(restoreBackup({ archive, archiveName: file, dataDir: target })).rejects.toThrow(
      /already holds data \(pglite\).*--force/,
    );
    const forced = await restoreBackup({ archive, archiveName: file, dataDir: target, force: true });
    expect(forced.setAside).toHaveLength(1);
    expect(forced.setAside[0]).toMatch(/pglite\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(fs.existsSync(path.join(forced.setAside[0]!, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(target, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('refuses what is not a backup, and a backup from a newer 10Kai, leaving the folder empty', async () => {
    const target = newFolder('untouched');
    await expect(
      restoreBackup({ archive: Buffer.from('hello'), archiveName: 'notes.txt', dataDir: target }),
    ).rejects.toThrow(BackupError);

    // A database a newer release started on: its version file says so, inside the dump.
    const archive = fs.readFileSync(path.join(scratch, 'online.tar'));
    const unpacked = path.join(scratch, 'newer');
    const database = await openDatabase({
      pgliteDir: unpacked,
      loadDataDir: new Blob([readTar(archive).get(DATABASE_ENTRY)!], { type: 'application/x-gzip' }),
    });
    fs.writeFileSync(
      path.join(unpacked, DATA_VERSION_FILE),
      JSON.stringify({ app: '99.0.0', migrations: 999, latestMigration: '0999_future' }),
    );
    const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
    await database.close();
    const newer = writeTar([
      { name: MANIFEST_ENTRY, data: readTar(archive).get(MANIFEST_ENTRY)! },
      { name: DATABASE_ENTRY, data: dump },
    ]);
    const refused = restoreBackup({ archive: newer, archiveName: 'newer.tar', dataDir: target });
    await expect(refused).rejects.toBeInstanceOf(NewerDataError);
    await expect(refused).rejects.toThrow(/^The backup was written by 10Kai 99\.0\.0 \(999 migrations\)/);
    expect(fs.readdirSync(target)).toEqual([]);
  }, 60_000);
});
