import type { Config } from '../config.ts';
import type { FilingSource } from '../filings/index.ts';
import { createAnalysisEngine } from './engines/create-engine.ts';
import type { AnalysisEngine } from './types.ts';

export interface AnalysisDeps {
  engine: AnalysisEngine;
  filings: FilingSource;
  /** Bound on the comparison with the prior 10-K (tests shorten it). */
  newRisksTimeoutMs?: number;
}

export function createAnalysisDeps(config: Config, filings: FilingSource): AnalysisDeps {
  return { engine: createAnalysisEngine(config), filings };
}
