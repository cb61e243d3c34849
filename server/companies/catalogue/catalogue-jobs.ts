import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client.ts';
import { fetchDailyIndex } from '#server/edgar/daily-index.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { Schedules } from '#server/jobs/schedules.ts';
import { type JobContext, type JobRunner, RetryableJobError } from '#server/jobs/types.ts';
import { companies } from '../schema.ts';
import { bundledSic, bundledSicHash } from './bundled-sic.ts';
import {
  type CatalogueEntry,
  CatalogueFormatError,
  type CleanedName,
  cleanName,
  normaliseCatalogueTicker,
  type ParsedEntries,
  parseTickerExchangeFile,
  type RejectedLine,
} from './catalogue-entries.ts';
import { DAILY_REFRESH_KIND, runDailyRefresh } from './daily-refresh.ts';
import { BACKFILL_KIND, runBackfill } from './edgar-backfill.ts';
import { FINNHUB_EXCHANGES, type FinnhubClient, FinnhubFormatError } from './finnhub-client.ts';
import { importEntries } from './import-entries.ts';
import { asJobError, sleep } from './job-pacing.ts';
import type { ParsedLocalFile } from './local-file.ts';
import { loadRevenueFrames, REVENUE_KIND } from './revenue-frames.ts';
import { normaliseExchange, sectorFromProviderIndustry, UNKNOWN } from './sectors.ts';
import { updateOldest } from './update-oldest.ts';

export type { ImportKind } from '../../../contract/admin.ts';
export const SNAPSHOT_KIND = 'catalogue-snapshot';
export const UPDATE_SCHEDULE = 'company-updates';
const REFRESH_SCHEDULE = 'catalogue-refresh';
const REVENUE_SCHEDULE = 'revenue-refresh';
const DAILY_REFRESH_SCHEDULE = 'edgar-daily-refresh';

const SAMPLE_SIZE = 120;
const FINNHUB_MAX_SYMBOLS = 10_000;

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside this module under tsx; from the bundle in dist/server, in the source tree it ships with. */
const SNAPSHOT_FILE = [
  path.join(here, 'company-tickers-exchange.json.gz'),
  path.resolve(here, '../../server/companies/catalogue/company-tickers-exchange.json.gz'),
].find((file) => existsSync(file)) as string;

/** The parsed upload; the originals of cleaned names stay out (the audit trail has them, escaped). */
export type LocalImportPayload = Omit<ParsedLocalFile, 'cleaned'>;

export interface CatalogueJobDeps {
  database: Database;
  edgar: EdgarClient;
  finnhub: FinnhubClient | null;
  jobs: JobRunner;
  schedules: Schedules;
  log: Logger;
  clock: () => Date;
  /** 'spec' keeps the spec's pauses (sample batches, 1 s between updates); 'none' for tests and benchmarks. */
  pacing: 'spec' | 'none';
  /** Records the original of each name that lost control characters (the admin audit trail, wired by the app). */
  auditCleanedNames(jobId: string, cleaned: CleanedName[]): Promise<void>;
}

async function logRejected(ctx: JobContext<unknown>, rejected: RejectedLine[]) {
  for (const line of rejected.slice(0, 200)) {
    await ctx.log('error', `Line ${line.line}: ${line.reason}`, line.ticker);
  }
  if (rejected.length > 200) await ctx.log('error', `… and ${rejected.length - 200} more rejected lines.`);
}

/** Names that lost control characters: one line in the job's log, the originals in the audit trail. */
async function recordCleaned(deps: CatalogueJobDeps, ctx: JobContext<unknown>, cleaned: CleanedName[]) {
  if (cleaned.length === 0) return;
  await deps.auditCleanedNames(ctx.id, cleaned);
  await ctx.log(
    'warn',
    `${cleaned.length} company names had control characters removed; the audit trail keeps the originals.`,
  );
}

async function runEntryImport(
  deps: CatalogueJobDeps,
  ctx: JobContext<unknown>,
  { entries, rejected, cleaned }: ParsedEntries,
  options: { batchSize: number; pauseMs: number; label: string },
) {
  const errors = rejected.length;
  await ctx.progress({ total: entries.length + errors, imported: 0, updated: 0, skipped: 0, errors });
  await logRejected(ctx, rejected);
  await recordCleaned(deps, ctx, cleaned);
  await ctx.log('info', `${options.label}: ${entries.length} companies to import.`);
  const result = await importEntries(deps.database.db, entries, {
    batchSize: options.batchSize,
    pauseMs: deps.pacing === 'spec' ? options.pauseMs : 0,
    signal: ctx.signal,
    onBatch: (progress) => ctx.progress({ imported: progress.imported, skipped: progress.skipped, errors }),
  });
  if (result.imported > 0) await deps.database.analyze();
  await ctx.log(
    errors ? 'warn' : 'success',
    `${options.label} finished: ${result.imported} imported, ${result.skipped} already present, ${errors} rejected.`,
  );
}

async function secFile(deps: CatalogueJobDeps) {
  let json: unknown;
  try {
    json = await deps.edgar.companyTickersExchange();
  } catch (error) {
    throw asJobError(error, 'Could not download the SEC ticker file');
  }
  try {
    return parseTickerExchangeFile(json, bundledSic());
  } catch (error) {
    if (error instanceof CatalogueFormatError) throw new Error(error.message);
    throw error;
  }
}

export function snapshotEntries() {
  return parseTickerExchangeFile(
    JSON.parse(gunzipSync(readFileSync(SNAPSHOT_FILE)).toString('utf8')),
    bundledSic(),
  );
}

/** Changes with either shipped file, so a database loaded before the SIC facts shipped takes them once. */
export function snapshotKey(): string {
  const tickers = createHash('sha256').update(readFileSync(SNAPSHOT_FILE)).digest('hex').slice(0, 16);
  return `${SNAPSHOT_KIND}:${tickers}:sic-${bundledSicHash()}`;
}

async function finnhubImport(deps: CatalogueJobDeps, ctx: JobContext<unknown>) {
  const finnhub = deps.finnhub;
  if (!finnhub) throw new Error('Finnhub is not configured: set FINNHUB_API_KEY.');
  const symbols: Array<{ ticker: string; description: string }> = [];
  const seen = new Set<string>();
  for (const [exchange, mic] of Object.entries(FINNHUB_EXCHANGES)) {
    const list = await finnhub.symbols(mic, ctx.signal);
    let kept = 0;
    for (const item of list) {
      if (item.type !== 'Common Stock' || !item.symbol || !item.description) continue;
      // Finnhub writes class shares BRK.B where SEC (and the catalogue) write BRK-B.
      const ticker = normaliseCatalogueTicker(item.symbol.replaceAll('.', '-'));
      if (!ticker || seen.has(ticker) || symbols.length >= FINNHUB_MAX_SYMBOLS) continue;
      seen.add(ticker);
      symbols.push({ ticker, description: item.description.trim() });
      kept += 1;
    }
    await ctx.log('info', `${exchange}: ${kept} common stocks listed.`);
  }
  const { db } = deps.database;
  const counts = { total: symbols.length, imported: 0, updated: 0, skipped: 0, errors: 0 };
  const existing = new Set<string>();
  for (let start = 0; start < symbols.length; start += 1000) {
    const tickers = symbols.slice(start, start + 1000).map((symbol) => symbol.ticker);
    const rows = await db
      .select({ ticker: companies.ticker })
      .from(companies)
      .where(inArray(companies.ticker, tickers));
    for (const row of rows) existing.add(row.ticker);
  }
  counts.skipped = existing.size;
  await ctx.progress(counts);
  const fresh = symbols.filter((symbol) => !existing.has(symbol.ticker));
  const cleaned: CleanedName[] = [];
  try {
    // Batches of 10, a pause between batches; each profile call is 1 s apart anyway.
    for (let start = 0; start < fresh.length; start += 10) {
      if (ctx.signal.aborted) return;
      const batch: CatalogueEntry[] = [];
      const batchCleaned: CleanedName[] = [];
      for (const symbol of fresh.slice(start, start + 10)) {
        try {
          const profile = await finnhub.profile(symbol.ticker, ctx.signal);
          if (!profile)
            await ctx.log('warn', `No profile for ${symbol.ticker}; kept as Unknown.`, symbol.ticker);
          const original = profile?.name?.trim() || symbol.description;
          const name = cleanName(original);
          if (name !== original) batchCleaned.push({ ticker: symbol.ticker, original });
          batch.push({
            ticker: symbol.ticker,
            name: (name || symbol.ticker).slice(0, 200),
            industry: profile?.finnhubIndustry?.trim() || UNKNOWN,
            sector: sectorFromProviderIndustry(profile?.finnhubIndustry),
            exchange: normaliseExchange(profile?.exchange, symbol.ticker),
            cik: null,
            sizeRank: null,
          });
        } catch (error) {
          if (error instanceof RetryableJobError || ctx.signal.aborted) {
            await importEntries(db, batch);
            cleaned.push(...batchCleaned);
            throw error;
          }
          if (!(error instanceof FinnhubFormatError)) throw error;
          counts.errors += 1;
          await ctx.log('error', (error as Error).message, symbol.ticker);
        }
      }
      const result = await importEntries(db, batch);
      cleaned.push(...batchCleaned);
      counts.imported += result.imported;
      counts.skipped += result.skipped;
      await ctx.progress(counts);
      for (const entry of batch)
        await ctx.log('success', `Imported ${entry.ticker}: ${entry.name}`, entry.ticker);
      if (deps.pacing === 'spec' && start + 10 < fresh.length) await sleep(5_000, ctx.signal);
    }
  } finally {
    // Whichever way the run ends (done, retried, cancelled), the names it imported cleaned are on record.
    await recordCleaned(deps, ctx, cleaned);
  }
  if (counts.imported > 0) await deps.database.analyze();
  await ctx.log(counts.errors ? 'warn' : 'success', `Finnhub import finished: ${counts.imported} imported.`);
}

/** Registers the catalogue's job kinds and schedules on the shared runner. */
export function registerCatalogueJobs(deps: CatalogueJobDeps) {
  const { jobs } = deps;
  jobs.register(SNAPSHOT_KIND, async (ctx) => {
    await runEntryImport(deps, ctx, snapshotEntries(), {
      batchSize: 1000,
      pauseMs: 0,
      label: 'Bundled SEC catalogue',
    });
  });
  jobs.register('sec-complete', async (ctx) => {
    await runEntryImport(deps, ctx, await secFile(deps), {
      batchSize: 1000,
      pauseMs: 0,
      label: 'Complete SEC import',
    });
  });
  jobs.register('sec-sample', async (ctx) => {
    const { entries, cleaned } = await secFile(deps);
    const sample = entries.slice(0, SAMPLE_SIZE);
    const inSample = new Set(sample.map((entry) => entry.ticker));
    const file = {
      entries: sample,
      rejected: [],
      cleaned: cleaned.filter((name) => inSample.has(name.ticker)),
    };
    await runEntryImport(deps, ctx, file, { batchSize: 20, pauseMs: 500, label: 'Sample SEC import' });
  });
  jobs.register<LocalImportPayload>('local', async (ctx) => {
    const { fileName, entries, rejected } = ctx.payload;
    // Cleaned names were audited at upload, where the originals were still at hand.
    const file = { entries, rejected, cleaned: [] };
    await runEntryImport(deps, ctx as JobContext<unknown>, file, {
      batchSize: 500,
      pauseMs: 0,
      label: `Local import of ${fileName}`,
    });
  });
  jobs.register('update', (ctx) => updateOldest(deps, ctx));
  jobs.register('finnhub', (ctx) => finnhubImport(deps, ctx), { maxAttempts: 5 });
  jobs.register(REVENUE_KIND, async (ctx) => {
    try {
      await loadRevenueFrames(deps, ctx);
    } catch (error) {
      throw asJobError(error, 'Could not read revenue from EDGAR');
    }
  });

  // Hours at a time at the EDGAR pace: the lease keeps one runner on it and a restart resumes it (ADR 0317).
  jobs.register(BACKFILL_KIND, (ctx) => runBackfill(deps, ctx), { maxAttempts: 20 });
  jobs.register(DAILY_REFRESH_KIND, (ctx) => runDailyRefresh({ ...deps, fetchDailyIndex }, ctx), {
    maxAttempts: 5,
  });

  deps.schedules.define({ name: UPDATE_SCHEDULE, kind: 'update', defaultCron: '0 2 * * 1,4' });
  deps.schedules.define({ name: REFRESH_SCHEDULE, kind: 'sec-complete', defaultCron: '30 3 * * *' });
  // Daily, after the catalogue refresh: a frame gains filers as 10-Ks come in, and ten requests are cheap; a new
  // installation has revenue by its first morning.
  deps.schedules.define({ name: REVENUE_SCHEDULE, kind: REVENUE_KIND, defaultCron: '30 4 * * *' });
  // EDGAR publishes a day's index that evening (US Eastern): the morning after, UTC, it is complete.
  deps.schedules.define({ name: DAILY_REFRESH_SCHEDULE, kind: DAILY_REFRESH_KIND, defaultCron: '0 6 * * *' });
}

/** On start: load the bundled snapshot once (in the background, through the runner). */
export async function enqueueSnapshotLoad(jobs: JobRunner) {
  return jobs.enqueue(SNAPSHOT_KIND, {}, { idempotencyKey: snapshotKey() });
}
