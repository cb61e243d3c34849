import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fullTextQuery } from '../contract/full-text-search.ts';
import { edgarDir } from '../eval/edgar-dir.ts';
import type { Database } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import { filingTextPassages } from '../server/full-text/schema.ts';
import { searchLocal } from '../server/full-text/search-local.ts';
import type { BenchReport } from './report.ts';
import { withScratchDatabase } from './server-process.ts';

/** Real 10-Ks of the shared replica whose sections are copied, under made-up filers, up to SECTIONS sections. */
const TEN_KS = [
  '21344/000002134425000011/ko-20241231.htm',
  '104169/000010416925000021/wmt-20250131.htm',
  '1045810/000104581025000023/nvda-20250126.htm',
  '1318605/000162828025003063/tsla-20241231.htm',
  '1652044/000165204425000014/goog-20241231.htm',
  '320187/000032018725000047/nke-20250531.htm',
];
const SECTIONS = 5000;
const QUERIES = [
  'q=ransomware',
  'q="zero trust"',
  'q=ERP implementation',
  'q="distribution center"&forms=10-K',
  'q=supply chain&from=2022-01-01&to=2024-12-31',
  'q=cybersecurity -ransomware',
];
const RUNS = 31;

type Row = typeof filingTextPassages.$inferInsert;

/** 5,000 sections: the content sections of the real 10-Ks, cycled over made-up filers and filing dates. */
function passages(): Row[] {
  const sections = TEN_KS.flatMap((file) =>
    extractSections(
      readFileSync(path.join(edgarDir, 'Archives/edgar/data', file), 'utf8'),
      '10-K',
    ).sections.filter((section) => section.kind === 'content' && section.paragraphs.length > 0),
  );
  const rows: Row[] = [];
  for (let i = 0; i < SECTIONS; i += 1) {
    const section = sections[i % sections.length]!;
    const filer = Math.floor(i / sections.length);
    const cik = String(900_000 + filer).padStart(10, '0');
    for (const paragraph of section.paragraphs)
      rows.push({
        accessionNumber: `${cik}-24-${String(filer).padStart(6, '0')}`,
        start: paragraph.start,
        end: paragraph.end,
        cik,
        form: '10-K',
        filingDate: `20${20 + (filer % 6)}-0${1 + (filer % 9)}-15`,
        sectionTitle: section.title,
        body: paragraph.text,
      });
  }
  return rows;
}

async function measure(database: Database, name: string, rows: Row[]) {
  await runMigrations(database);
  for (let i = 0; i < rows.length; i += 500)
    await database.db
      .insert(filingTextPassages)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  await database.analyze();
  const report: BenchReport['rows'] = [];
  for (const query of QUERIES) {
    const parsed = fullTextQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const found = await searchLocal(database.db, parsed);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await searchLocal(database.db, parsed);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => Number(times[Math.floor(share * (times.length - 1))]!.toFixed(1));
    report.push({ database: name, query, companies: found.length, p50Ms: at(0.5), p95Ms: at(0.95) });
  }
  return report;
}

/** Issue #31 part 3: the local full-text search over 5,000 stored 10-K sections (their paragraphs). */
export async function benchFullText(databaseUrl?: string): Promise<BenchReport> {
  const rows = passages();
  const report: BenchReport['rows'] = [];
  const embedded = await openDatabase({});
  try {
    report.push(...(await measure(embedded, 'PGlite', rows)));
  } finally {
    await embedded.close();
  }
  if (databaseUrl)
    await withScratchDatabase(databaseUrl, async (url) => {
      const server = await openDatabase({ databaseUrl: url });
      try {
        report.push(...(await measure(server, 'PostgreSQL', rows)));
      } finally {
        await server.close();
      }
    });
  return {
    title: 'Full-text search across filings: the local index',
    rows: report,
    notes: [
      `searchLocal called directly, ${RUNS} runs a query, over ${SECTIONS} sections (${rows.length} paragraphs) copied from ${TEN_KS.length} real 10-Ks of the shared replica under made-up filers. Goal (#31): p95 ≤ 300 ms.`,
    ],
  };
}
