import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assertNotNewer,
  compareVersions,
  currentDataVersion,
  DATA_VERSION_FILE,
  NewerDataError,
  readDataVersion,
  writeDataVersion,
} from './data-version.ts';
import { knownMigrationCount } from './migrate.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-data-version-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const record = (app: string, migrations: number) =>
  fs.writeFileSync(
    path.join(dir, DATA_VERSION_FILE),
    JSON.stringify({ app, migrations, latestMigration: 'x' }),
  );

describe('the version recorded in a data folder', () => {
  it('compares release numbers part by part', () => {
    expect(compareVersions('0.10.0', '0.9.1')).toBe(1);
    expect(compareVersions('1.0.0', '1.0')).toBe(0);
    expect(compareVersions('1.2.3-beta.1', '1.2.3')).toBe(0);
    expect(compareVersions('0.1.0', '0.2.0')).toBe(-1);
  });

  it('records this version and its newest migration', () => {
    writeDataVersion(dir);
    expect(readDataVersion(dir)).toEqual(currentDataVersion());
    expect(currentDataVersion().migrations).toBe(knownMigrationCount());
    expect(currentDataVersion().latestMigration).toMatch(/^\d{4}_\w+$/);
  });

  it('accepts a folder with no record, or one written by this or an older version', () => {
    fs.rmSync(path.join(dir, DATA_VERSION_FILE), { force: true });
    expect(() => assertNotNewer(dir)).not.toThrow();
    record('0.0.1', 1);
    expect(() => assertNotNewer(dir)).not.toThrow();
    const { app, migrations } = currentDataVersion();
    record(app, migrations);
    expect(() => assertNotNewer(dir)).not.toThrow();
  });

  it('refuses a folder written by a newer release or with more migrations, in one line', () => {
    const { app, migrations } = currentDataVersion();
    record('99.0.0', migrations);
    expect(() => assertNotNewer(dir)).toThrow(NewerDataError);
    record(app, migrations + 1);
    let message = '';
    try {
      assertNotNewer(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      `The data folder ${dir} was written by 10Kai ${app} (${migrations + 1} migrations), newer than this 10Kai ` +
        `${app} (${migrations} migrations): run ${app} or newer, or restore a backup made by this version.`,
    );
    expect(message).not.toContain('\n');
  });
});
