import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type BundledSicFile,
  bundledSicFile,
  SIC_FILE_NAME,
} from '../server/companies/catalogue/bundled-sic.ts';
import { parseCsv } from '../server/companies/catalogue/local-file.ts';
import { readableSicTitle } from '../server/companies/catalogue/sic-titles.ts';

/**
 * `node --import tsx scripts/derive-company-sic.ts [../shared/data/sic]`: derives the SIC facts the catalogue ships
 * (`server/companies/catalogue/company-sic.json.gz`) from the shared SIC files, keeping only the CIKs of the bundled
 * ticker file, so the app never reads `../shared` at run time (ADR 0304). Run it again when either side changes.
 */
const catalogueDir = path.resolve(import.meta.dirname, '../server/companies/catalogue');

function csvRows(file: string): Array<Record<string, string | undefined>> {
  const [header, ...body] = parseCsv(readFileSync(file, 'utf8'));
  const columns = header?.cells ?? [];
  return body.map(({ cells }) => Object.fromEntries(columns.map((column, index) => [column, cells[index]])));
}

export function deriveCompanySic(sourceDir: string): BundledSicFile {
  const titles: BundledSicFile['titles'] = {};
  for (const row of csvRows(path.join(sourceDir, 'sic-codes.csv'))) {
    if (row.sic && row.industry_title) titles[String(Number(row.sic))] = readableSicTitle(row.industry_title);
  }
  const tickers = JSON.parse(
    gunzipSync(readFileSync(path.join(catalogueDir, 'company-tickers-exchange.json.gz'))).toString('utf8'),
  ) as { fields: string[]; data: unknown[][] };
  const cikColumn = tickers.fields.indexOf('cik');
  const listed = new Set(tickers.data.map((row) => String(Number(row[cikColumn]))));
  const ciks: Array<[string, number]> = [];
  for (const row of csvRows(path.join(sourceDir, 'sic-by-cik.csv'))) {
    const cik = String(Number(row.cik));
    const sic = Number(row.sic);
    if (listed.has(cik) && Number.isInteger(sic) && sic > 0 && titles[String(sic)]) ciks.push([cik, sic]);
  }
  return bundledSicFile.parse({
    source:
      'SEC SIC codes via ../shared/data/sic (submissions 2025-03, Financial Statement Data Sets 2025 Q3)',
    titles,
    ciks: Object.fromEntries(ciks.sort(([a], [b]) => Number(a) - Number(b))),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = deriveCompanySic(path.resolve(process.argv[2] ?? '../shared/data/sic'));
  const out = path.join(catalogueDir, SIC_FILE_NAME);
  const bytes = gzipSync(JSON.stringify(file), { level: 9 });
  writeFileSync(out, bytes);
  console.log(
    `${path.relative(process.cwd(), out)}: ${Object.keys(file.ciks).length} listed CIKs, ` +
      `${Object.keys(file.titles).length} codes, ${(bytes.length / 1024).toFixed(0)} KiB`,
  );
}
