import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { edgarDir } from '../eval/edgar-dir.ts';
import { SIC_FILE_NAME } from '../server/companies/catalogue/bundled-sic.ts';
import { deriveCompanySic } from './derive-company-sic.ts';

describe('the SIC facts shipped with the catalogue', () => {
  it('are what the script derives from the shared SIC files today', () => {
    const shipped = JSON.parse(
      gunzipSync(
        readFileSync(path.resolve(import.meta.dirname, '../server/companies/catalogue', SIC_FILE_NAME)),
      ).toString('utf8'),
    );
    const derived = deriveCompanySic(path.join(edgarDir, '../data/sic'));
    expect(shipped).toEqual(derived);
    expect(Object.keys(derived.ciks).length).toBeGreaterThan(7000);
    expect(derived.titles['7372']).toBe('Services-Prepackaged Software');
  });
});
