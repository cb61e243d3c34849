import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar, TarFormatError, writeTar } from './tar-archive.ts';

const entries = [
  { name: 'manifest.json', data: Buffer.from('{"a":1}\n') },
  { name: 'empty', data: Buffer.alloc(0) },
  { name: 'block.bin', data: Buffer.alloc(1024, 7) },
  { name: 'odd.bin', data: Buffer.alloc(1500, 9) },
];

describe('backup archives (tar)', () => {
  it('reads back what it wrote, byte for byte', () => {
    const files = readTar(writeTar(entries));
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(files.get(entry.name)?.equals(entry.data)).toBe(true);
  });

  it('is a tar the system tool lists and unpacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-tar-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.tar'), writeTar(entries));
      expect(
        execFileSync('tar', ['-tf', 'a.tar'], { cwd: dir, encoding: 'utf8' }).trim().split('\n'),
      ).toEqual(entries.map((entry) => entry.name));
      execFileSync('tar', ['-xf', 'a.tar'], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, 'odd.bin')).equals(entries[3]!.data)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged or cut-off archive', () => {
    const archive = writeTar(entries);
    const damaged = Buffer.from(archive);
    damaged[10] = 0x41;
    expect(() => readTar(damaged)).toThrow(TarFormatError);
    expect(() => readTar(archive.subarray(0, 1200))).toThrow(/cut off inside block.bin|ends before/);
    expect(() => readTar(Buffer.from('not a tar at all'))).toThrow(TarFormatError);
  });
});
