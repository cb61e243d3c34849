import type { FeatureModule } from '#server/http/feature-module.ts';
import { type AnalysisDeps, createAnalysisRoutes } from './routes.ts';

export { type AnalysisServices, createAnalysisServices } from './analysis-services.ts';
/** The user's analysis of one company, for the account brief. */
export { type CompanyAnalysis, latestAnalysisOfCompany } from './company-analysis.ts';
/** The configured model and the quote check the analysis applies, for Ask a filing's written answers (research). */
export type { ConfiguredModel } from './engines/create-engine.ts';
export { findQuote } from './evidence.ts';
/** The analysis feature's public module for other features: a user's analyses, for export and account deletion. */
export { analysesOf, analysisUsageOf, forgetUnsharedAnalyses } from './personal-data.ts';
export type { AnalysisDeps } from './routes.ts';
/** The passage ranking analysis uses, for Ask a filing (research) to rank a filing's sentences the same way. */
export { Bm25Index, queryFrom } from './text/bm25.ts';
export { stem } from './text/tokenize.ts';
/** The month a usage counter counts in, for Ask a filing's question allowance. */
export { usageMonth } from './usage.ts';

/** The analysis feature: run, reopen, list and delete analyses, usage, and the seller reading. */
export const analysisModule: FeatureModule<AnalysisDeps> = { name: 'analysis', routes: createAnalysisRoutes };
