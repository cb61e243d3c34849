import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import { sweepBodyFileLeftovers } from './document-bodies.ts';
import { createDocumentBodyFiles, gzipTextSync, LEFTOVER_AGE_MS } from './document-body-files.ts';

/** The largest shared 10-K (about 4 MB of HTML). */
const KO_10K = fs.readFileSync(
  path.join(SHARED_EDGAR_DIR, 'Archives/edgar/data/21344/000002134425000011/ko-20241231.htm'),
  'utf8',
);
const ORIGINAL = '0000021344-25-000011.original.html.gz';
const SAFE = '0000021344-25-000011.safe.v2.html.gz';

describe('document body files', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-bodies-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const folder = path.join(root, 'filing-documents');
  const files = createDocumentBodyFiles(folder);

  it('round-trips a real 10-K through a gzip file, creating the folder', async () => {
    await files.write(ORIGINAL, KO_10K);
    const file = path.join(folder, ORIGINAL);
    expect(gunzipSync(fs.readFileSync(file)).toString('utf8')).toBe(KO_10K);
    expect(fs.statSync(file).size).toBeLessThan(KO_10K.length / 4);
    expect(await files.read(ORIGINAL)).toBe(KO_10K);
    expect(await files.totalBytes()).toBe(fs.statSync(file).size);
  });

  it('compresses through the function it is given (the worker pool in the server), to the same file', async () => {
    const compressed: string[] = [];
    const viaPool = createDocumentBodyFiles(path.join(root, 'via-pool'), async (text) => {
      compressed.push(text);
      return gzipTextSync(text);
    });
    await viaPool.write(ORIGINAL, KO_10K);
    expect(compressed).toEqual([KO_10K]);
    expect(fs.readFileSync(path.join(root, 'via-pool', ORIGINAL))).toEqual(
      fs.readFileSync(path.join(folder, ORIGINAL)),
    );
    expect(await viaPool.read(ORIGINAL)).toBe(KO_10K);
  });

  it('answers null for a body whose file is missing', async () => {
    expect(await files.read(SAFE)).toBeNull();
    await files.remove(SAFE);
    expect(await files.read('0000000000-00-000000.original.html.gz')).toBeNull();
    expect(await createDocumentBodyFiles(path.join(root, 'never-written')).totalBytes()).toBe(0);
  });

  it('replaces a body whole and leaves no temporary file, even when the rename fails', async () => {
    await files.write(SAFE, '<p>first</p>');
    await files.write(SAFE, '<p>second</p>');
    expect(await files.read(SAFE)).toBe('<p>second</p>');
    // A folder in the way of the final name makes the rename fail after the temporary file was written.
    fs.mkdirSync(path.join(folder, '0000000001-25-000001.original.html.gz', 'in-the-way'), {
      recursive: true,
    });
    await expect(files.write('0000000001-25-000001.original.html.gz', '<p>x</p>')).rejects.toThrow();
    expect(fs.readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('sweeps the temporary files a crash left, and nothing a write may still be using', async () => {
    const dataDir = path.join(root, 'crashed');
    const folder = path.join(dataDir, 'filing-documents');
    await createDocumentBodyFiles(folder).write(ORIGINAL, '<p>kept</p>');
    const old = path.join(folder, `${ORIGINAL}.0b7e.tmp`);
    const recent = path.join(folder, `${SAFE}.9c1d.tmp`);
    fs.writeFileSync(old, 'half a body');
    fs.writeFileSync(recent, 'a body being written');
    const now = Date.now();
    const longAgo = new Date(now - LEFTOVER_AGE_MS - 60_000);
    fs.utimesSync(old, longAgo, longAgo);

    expect(await sweepBodyFileLeftovers(dataDir, now)).toBe(1);
    expect(fs.readdirSync(folder).sort()).toEqual([ORIGINAL, path.basename(recent)].sort());
    expect(await sweepBodyFileLeftovers(path.join(root, 'never-used'))).toBe(0);
  });

  it('refuses a name that would leave the folder', async () => {
    await expect(files.write('../escape', 'x')).rejects.toThrow(/Not a document file name/);
    await expect(files.read('a/b')).rejects.toThrow(/Not a document file name/);
    await expect(files.remove('..')).rejects.toThrow(/Not a document file name/);
  });
});
