import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

/**
 * SEC's SIC code of every listed company we know one for, and SEC's titles for the codes, derived from
 * `../shared/data/sic/` by `scripts/derive-company-sic.ts` and shipped beside the ticker snapshot: a fresh start
 * shows an industry and a sector for ~90 % of the catalogue without asking EDGAR (ADR 0304).
 */
export const SIC_FILE_NAME = 'company-sic.json.gz';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside this module under tsx; from the bundle in dist/server, in the source tree it ships with. */
const SIC_FILE = [
  path.join(here, SIC_FILE_NAME),
  path.resolve(here, '../../server/companies/catalogue', SIC_FILE_NAME),
].find((file) => existsSync(file)) as string;

export const bundledSicFile = z.object({
  source: z.string(),
  /** SIC code → SEC's industry title in readable case. */
  titles: z.record(z.string().regex(/^\d{1,4}$/), z.string().min(1)),
  /** CIK without leading zeros → SIC code. */
  ciks: z.record(z.string().regex(/^\d{1,10}$/), z.int().positive()),
});
export type BundledSicFile = z.infer<typeof bundledSicFile>;

interface SicFact {
  sic: number;
  title: string;
}

export interface SicLookup {
  byCik(cik: string | number | null | undefined): SicFact | undefined;
  /** Every code with its title, by code. */
  codes(): SicFact[];
}

export function sicLookup(file: BundledSicFile): SicLookup {
  const title = (sic: number) => file.titles[String(sic)];
  return {
    byCik(cik) {
      if (cik == null) return undefined;
      const sic = file.ciks[String(Number(cik))];
      const name = sic === undefined ? undefined : title(sic);
      return sic !== undefined && name ? { sic, title: name } : undefined;
    },
    codes: () =>
      Object.entries(file.titles)
        .map(([sic, name]) => ({ sic: Number(sic), title: name }))
        .sort((a, b) => a.sic - b.sic),
  };
}

let loaded: SicLookup | undefined;

/** The shipped file, read once. */
export function bundledSic(): SicLookup {
  loaded ??= sicLookup(bundledSicFile.parse(JSON.parse(gunzipSync(readFileSync(SIC_FILE)).toString('utf8'))));
  return loaded;
}

/** Part of the catalogue snapshot job's key: new SIC facts load into existing databases once. */
export function bundledSicHash(): string {
  return createHash('sha256').update(readFileSync(SIC_FILE)).digest('hex').slice(0, 16);
}
