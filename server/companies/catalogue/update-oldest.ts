import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { type JobContext, RetryableJobError } from '#server/jobs/types.ts';
import { companies } from '../schema.ts';
import type { FinnhubClient } from './finnhub-client.ts';
import { asJobError, sleep } from './job-pacing.ts';
import { classify, normaliseExchange, sectorFromProviderIndustry, UNKNOWN } from './sectors.ts';

const UPDATE_SIZE = 50;

interface UpdateDeps {
  database: Database;
  edgar: EdgarClient;
  finnhub: FinnhubClient | null;
  clock: () => Date;
  pacing: 'spec' | 'none';
}

/**
 * "Update Data": the least recently updated companies, one at a time at the provider's pace, from Finnhub when it is
 * configured and SEC submissions otherwise (industry, sector, exchange, SIC, state of incorporation).
 */
export async function updateOldest(deps: UpdateDeps, ctx: JobContext<unknown>) {
  const { db } = deps.database;
  const oldest = await db
    .select({ id: companies.id, ticker: companies.ticker, name: companies.name, cik: companies.cik })
    .from(companies)
    .orderBy(asc(companies.lastUpdated), asc(companies.ticker))
    .limit(UPDATE_SIZE);
  const counts = { total: oldest.length, imported: 0, updated: 0, skipped: 0, errors: 0 };
  await ctx.progress(counts);
  const source = deps.finnhub ? 'Finnhub' : 'SEC submissions';
  await ctx.log('info', `Updating the ${oldest.length} least recently updated companies from ${source}.`);
  for (const [index, company] of oldest.entries()) {
    if (ctx.signal.aborted) return;
    if (index > 0) await sleep(deps.pacing === 'spec' ? 1_000 : 0, ctx.signal);
    try {
      const change = deps.finnhub
        ? await finnhubChange(deps.finnhub, company.ticker, ctx.signal)
        : await secChange(deps.edgar, company);
      await db
        .update(companies)
        .set({ ...change, lastUpdated: deps.clock() })
        .where(eq(companies.id, company.id));
      counts.updated += 1;
      await ctx.log('success', `Updated ${company.ticker}: ${change.sector}`, company.ticker);
    } catch (error) {
      const jobError = asJobError(error, company.ticker);
      if (jobError instanceof RetryableJobError) throw jobError;
      counts.errors += 1;
      await ctx.log('error', jobError.message, company.ticker);
    }
    await ctx.progress(counts);
  }
}

async function secChange(edgar: EdgarClient, company: { ticker: string; cik: string | null }) {
  const cik = company.cik ? Number(company.cik) : await edgar.resolveCik(company.ticker);
  const submissions = (await edgar.companySubmissions(cik)) as {
    name?: unknown;
    sic?: unknown;
    sicDescription?: unknown;
    stateOfIncorporation?: unknown;
    exchanges?: unknown;
  };
  if (!submissions || typeof submissions !== 'object' || typeof submissions.name !== 'string') {
    throw new Error(`SEC submissions for ${company.ticker} are malformed.`);
  }
  const exchanges = Array.isArray(submissions.exchanges) ? submissions.exchanges : [];
  const exchange = exchanges.find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const sic = typeof submissions.sic === 'string' ? Number.parseInt(submissions.sic, 10) : Number.NaN;
  const state =
    typeof submissions.stateOfIncorporation === 'string' ? submissions.stateOfIncorporation.trim() : '';
  return {
    ...classify({
      name: submissions.name,
      sic: typeof submissions.sic === 'string' ? submissions.sic : null,
      sicDescription: typeof submissions.sicDescription === 'string' ? submissions.sicDescription : null,
    }),
    sic: Number.isInteger(sic) && sic > 0 ? sic : null,
    stateOfIncorporation: /^[A-Z0-9]{2}$/.test(state) ? state : null,
    exchange: normaliseExchange(exchange, company.ticker),
    cik: String(cik).padStart(10, '0'),
  };
}

async function finnhubChange(finnhub: FinnhubClient, ticker: string, signal: AbortSignal) {
  const profile = await finnhub.profile(ticker, signal);
  return {
    industry: profile?.finnhubIndustry?.trim() || UNKNOWN,
    sector: sectorFromProviderIndustry(profile?.finnhubIndustry),
    exchange: normaliseExchange(profile?.exchange, ticker),
  };
}
