import type { Config } from '../config.ts';
import type { FilingSource } from '../filings/index.ts';
import { createAnalysisEngine } from './engines/create-engine.ts';
import type { AnalysisEngine } from './types.ts';

export interface AnalysisDeps {
  engine: AnalysisEngine;
  filings: FilingSource;
}

export function createAnalysisDeps(config: Config, filings: FilingSource): AnalysisDeps {
  return { engine: createAnalysisEngine(config), filings };
}
