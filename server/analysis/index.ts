/** The analysis feature's public module for other features: a user's analyses, for export and account deletion. */
export { analysesOf, analysisUsageOf, forgetUnsharedAnalyses } from './personal-data.ts';
