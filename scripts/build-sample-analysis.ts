/**
 * Writes the public demo's sample analysis (`web/src/features/public/demo/sample-analysis.json`): the evidence
 * engine's analysis of Apple's fiscal 2025 10-K from the shared EDGAR replica, for a seller of endpoint security
 * software. Run it again when the engine changes: `node --import tsx scripts/build-sample-analysis.ts`.
 * Only the analysis is written (titles, descriptions and short quotes with their offsets), never the filing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { edgarDir } from '../eval/edgar-dir.ts';
import { analyzeExtractive } from '../server/analysis/engines/extractive/extractive-engine.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import { SAMPLE_FILING } from '../web/src/features/public/demo/sample-filing.ts';

const html = readFileSync(path.join(edgarDir, SAMPLE_FILING.archivePath), 'utf8');
const analysis = analyzeExtractive({
  filing: extractSections(html, '10-K'),
  companyName: SAMPLE_FILING.companyName,
  ticker: SAMPLE_FILING.ticker,
  productDescription: SAMPLE_FILING.productDescription,
});
const out = path.resolve(import.meta.dirname, '../web/src/features/public/demo/sample-analysis.json');
writeFileSync(out, `${JSON.stringify(analysis, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
