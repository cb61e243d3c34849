import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getCompanyDescription, getSellerConcepts } from '#server/accounts/profile-service.ts';
import type { Plan } from '#server/billing/get-plan.ts';
import type { Db } from '#server/db/client.ts';
import type { FilingRef, FilingSource, ParsedFiling } from '#server/filings/index.ts';
import { AppError } from '#server/http/app-error.ts';
import { toAppError } from '#server/http/error-handler.ts';
import type { HistoryEntry } from '../../contract/analysis.ts';
import type { PeriodicForm } from '../../contract/fields.ts';
import { cleanAnalysisOutput } from './clean-output.ts';
import { emptyReasons } from './empty-reasons.ts';
import { newRisksFor } from './new-risks.ts';
import { analyses, userAnalyses } from './schema.ts';
import {
  type Analysis,
  type AnalysisEngine,
  engineLabel,
  type RelatedFiling,
  type TokenUsage,
} from './types.ts';
import { refundAnalysis, reserveAnalysis } from './usage.ts';

export interface AnalysisServiceDeps {
  db: Db;
  engine: AnalysisEngine;
  filings: FilingSource;
  clock: () => Date;
  log: Logger;
  /** Bound on the comparison with the prior 10-K (default `newRisksTimeoutMs`). */
  newRisksTimeoutMs?: number;
}

export interface AnalysisRequest {
  ticker: string;
  filingType: PeriodicForm;
  accession?: string;
  productDescription?: string;
}

export interface AnalysisOutcome {
  id: string;
  analysis: Analysis;
  usageTracked: boolean;
  cached: boolean;
  accession: string;
  productDescription: string;
  /** The engine id that wrote it: the current engine's, also for a cached answer (the cache key includes it). */
  engine: string;
  /** Tokens the model used when the answer was made; absent for the evidence engine. */
  tokens?: TokenUsage;
  /** The needs the user picked for their product (concept ids); null when read from the description. */
  sellerConcepts: string[] | null;
}

const tokenColumns = { inputTokens: analyses.inputTokens, outputTokens: analyses.outputTokens };

function tokensOf(row: { inputTokens: number | null; outputTokens: number | null }): TokenUsage | undefined {
  return row.inputTokens === null && row.outputTokens === null
    ? undefined
    : { input: row.inputTokens ?? 0, output: row.outputTokens ?? 0 };
}

const missingDescriptionMessage =
  'Please enter what product or service you sell or update your company description in My Details';

function descriptionHash(description: string, sellerConcepts?: readonly string[] | null): string {
  const text = description.replace(/\s+/g, ' ').trim().toLowerCase();
  // A corrected reading of the product is another question; an uncorrected one keeps its cached answers.
  const reading = sellerConcepts ? `\n[${[...sellerConcepts].sort().join(',')}]` : '';
  return createHash('sha256')
    .update(text + reading)
    .digest('hex');
}

/** The needs the user picked for their product, when this analysis reads the profile's own description. */
async function sellerConceptsFor(db: Db, userId: string, description: string): Promise<string[] | null> {
  const [own, chosen] = await Promise.all([profileDescription(db, userId), getSellerConcepts(db, userId)]);
  return chosen && own === description ? chosen : null;
}

async function profileDescription(db: Db, userId: string): Promise<string> {
  return (await getCompanyDescription(db, userId)) ?? '';
}

async function remember(db: Db, userId: string, analysisId: string, description: string, now: Date) {
  await db
    .insert(userAnalyses)
    .values({ userId, analysisId, productDescription: description, createdAt: now, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [userAnalyses.userId, userAnalyses.analysisId],
      set: { lastOpenedAt: now, productDescription: description },
    });
}

/**
 * Runs (or reopens) an analysis for a user. A cached answer costs nothing; otherwise one analysis is reserved from
 * the monthly allowance before the work and given back if the work fails (or is cancelled by `signal`: the client
 * went away).
 */
export async function runAnalysis(
  deps: AnalysisServiceDeps,
  user: { id: string; plan: Plan },
  request: AnalysisRequest,
  signal?: AbortSignal,
): Promise<AnalysisOutcome> {
  const description = request.productDescription?.trim() || (await profileDescription(deps.db, user.id));
  if (!description) throw AppError.badRequest(missingDescriptionMessage, 'DESCRIPTION_REQUIRED');
  const sellerConcepts = await sellerConceptsFor(deps.db, user.id, description);

  const ref = await deps.filings.resolve(request.ticker, request.filingType, request.accession);
  const key = {
    accession: ref.accession,
    engine: deps.engine.id,
    descriptionHash: descriptionHash(description, sellerConcepts),
  };
  const keyWith = (checked: boolean) =>
    and(
      eq(analyses.accession, key.accession),
      eq(analyses.engine, key.engine),
      eq(analyses.descriptionHash, key.descriptionHash),
      eq(analyses.newRisksChecked, checked),
    );
  // A 10-K is answered from the cache only by an analysis that was checked for new risk factors.
  const wantsCheck = ref.formType === '10-K' && deps.filings.newRisks !== undefined;
  const [hit] = await deps.db
    .select({ id: analyses.id, result: analyses.result, ...tokenColumns })
    .from(analyses)
    .where(keyWith(wantsCheck));
  if (hit) {
    await remember(deps.db, user.id, hit.id, description, deps.clock());
    return {
      id: hit.id,
      analysis: hit.result,
      usageTracked: false,
      cached: true,
      accession: ref.accession,
      productDescription: description,
      engine: key.engine,
      tokens: tokensOf(hit),
      sellerConcepts,
    };
  }

  await reserveAnalysis(deps.db, user.id, user.plan, deps.clock());
  // Everything after the reservation, the final write included, is inside the refund path.
  let analysis: Analysis;
  let id: string;
  let tokens: TokenUsage | undefined;
  try {
    // The comparison (which may fetch last year's 10-K) runs while the filing loads; it never throws.
    const [filing, newRisks] = await Promise.all([
      deps.filings.load(ref),
      wantsCheck ? newRisksFor(deps, ref, signal) : { checked: false, risks: [] },
    ]);
    const cacheKey = keyWith(newRisks.checked);
    const { usage, ...answer } = await deps.engine.analyze({
      filing,
      newRisks: newRisks.risks,
      annualReport: await annualReportFor(deps, ref, filing),
      exhibit: await exhibitFor(deps, ref, filing),
      productDescription: description,
      sellerConcepts: sellerConcepts ?? undefined,
      ticker: ref.ticker,
      companyName: ref.companyName,
      signal,
    });
    analysis = cleanAnalysisOutput({ ...answer, emptyReasons: emptyReasons(filing, answer) });
    const result = analysis;
    id = await deps.db.transaction(async (tx) => {
      await tx
        .insert(analyses)
        .values({
          ...key,
          newRisksChecked: newRisks.checked,
          ticker: ref.ticker,
          filingType: ref.formType,
          result,
          inputTokens: usage?.input ?? null,
          outputTokens: usage?.output ?? null,
        })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: analyses.id, result: analyses.result, ...tokenColumns })
        .from(analyses)
        .where(cacheKey);
      await remember(tx as unknown as Db, user.id, row!.id, description, deps.clock());
      tokens = tokensOf(row!);
      return row!.id;
    });
  } catch (error) {
    await refundAnalysis(deps.db, user.id, deps.clock()).catch((refundError: unknown) =>
      deps.log.error({ err: refundError, userId: user.id }, 'analysis quota refund failed'),
    );
    // Our own errors and a database outage (503) keep their meaning; anything else is the analysis failing.
    if (error instanceof AppError || toAppError(error)) throw error;
    deps.log.error({ err: error, accession: ref.accession }, 'analysis failed');
    throw new AppError('ANALYSIS_FAILED', 'Failed to analyze filing', { cause: error });
  }
  return {
    id,
    analysis,
    usageTracked: true,
    cached: false,
    accession: ref.accession,
    productDescription: description,
    engine: key.engine,
    tokens,
    sellerConcepts,
  };
}

/**
 * The latest 10-K when a 10-Q's risk factors only point to it, or when the 10-Q has no Part II Item 1A at all.
 * Following the pointer is a bonus: when the annual report cannot be had, the analysis still says where the risks
 * are (or that the item is missing).
 */
async function annualReportFor(
  deps: AnalysisServiceDeps,
  ref: FilingRef,
  filing: ParsedFiling,
): Promise<RelatedFiling | undefined> {
  const own = filing.sections.find((s) => s.key === 'II-1A');
  const pointsBack = !own || own.kind === 'by reference';
  if (filing.formType !== '10-Q' || !pointsBack || !deps.filings.latestAnnual) return undefined;
  try {
    return (await deps.filings.latestAnnual(ref)) ?? undefined;
  } catch (error) {
    deps.log.warn({ err: error, accession: ref.accession }, 'latest 10-K for risk factors unavailable');
    return undefined;
  }
}

/** The annual report to shareholders (Exhibit 13) when a 10-K's MD&A is incorporated from it; a bonus too. */
async function exhibitFor(
  deps: AnalysisServiceDeps,
  ref: FilingRef,
  filing: ParsedFiling,
): Promise<RelatedFiling | undefined> {
  const pointsOut = filing.sections.some(
    (s) => s.key === '7' && s.kind === 'by reference' && s.pointsTo === 'exhibit',
  );
  if (filing.formType !== '10-K' || !pointsOut || !deps.filings.annualReportExhibit) return undefined;
  try {
    return (await deps.filings.annualReportExhibit(ref)) ?? undefined;
  } catch (error) {
    deps.log.warn({ err: error, accession: ref.accession }, 'annual report exhibit unavailable');
    return undefined;
  }
}

export async function listHistory(db: Db, userId: string, limit = 50): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: analyses.id,
      ticker: analyses.ticker,
      filingType: analyses.filingType,
      accession: analyses.accession,
      engine: analyses.engine,
      productDescription: userAnalyses.productDescription,
      createdAt: userAnalyses.createdAt,
      lastOpenedAt: userAnalyses.lastOpenedAt,
    })
    .from(userAnalyses)
    .innerJoin(analyses, eq(analyses.id, userAnalyses.analysisId))
    .where(eq(userAnalyses.userId, userId))
    .orderBy(sql`${userAnalyses.lastOpenedAt} desc`)
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    engineLabel: engineLabel(r.engine),
    createdAt: r.createdAt.toISOString(),
    lastOpenedAt: r.lastOpenedAt.toISOString(),
  }));
}

/** One of the caller's own analyses; anyone else's is simply not found. */
export async function getOwnAnalysis(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: analyses.id,
      ticker: analyses.ticker,
      filingType: analyses.filingType,
      accession: analyses.accession,
      engine: analyses.engine,
      analysis: analyses.result,
      inputTokens: analyses.inputTokens,
      outputTokens: analyses.outputTokens,
      productDescription: userAnalyses.productDescription,
      createdAt: userAnalyses.createdAt,
    })
    .from(userAnalyses)
    .innerJoin(analyses, eq(analyses.id, userAnalyses.analysisId))
    .where(and(eq(userAnalyses.userId, userId), eq(userAnalyses.analysisId, id)));
  if (!row) throw AppError.notFound('Analysis not found');
  const { inputTokens, outputTokens, ...saved } = row;
  const tokens = tokensOf({ inputTokens, outputTokens });
  return {
    ...saved,
    engineLabel: engineLabel(row.engine),
    ...(tokens ? { tokens } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Takes an analysis out of the caller's history, with the description they used; false when it is not theirs. The
 * shared answer stays cached for whoever else asked the same question.
 */
export async function forgetAnalysis(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(userAnalyses)
    .where(and(eq(userAnalyses.userId, userId), eq(userAnalyses.analysisId, id)))
    .returning({ id: userAnalyses.analysisId });
  return removed.length > 0;
}
