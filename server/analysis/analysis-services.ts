import type { Config } from '../config.ts';
import type { FilingSource } from '../filings/index.ts';
import type { CpuWork } from '../workers/cpu-pool.ts';
import { createAnalysisEngine } from './engines/create-engine.ts';
import type { AnalysisEngine } from './types.ts';

export interface AnalysisServices {
  engine: AnalysisEngine;
  filings: FilingSource;
  /** Bound on the comparison with the prior 10-K (tests shorten it). */
  newRisksTimeoutMs?: number;
}

export function createAnalysisServices(
  config: Config,
  filings: FilingSource,
  cpu: CpuWork,
): AnalysisServices {
  const engine = createAnalysisEngine(config);
  // The extractive engine is CPU work: it runs on the worker pool, off the request loop. A model's is I/O.
  if (engine.name !== 'extractive') return { engine, filings };
  return { engine: { ...engine, analyze: (input) => cpu.analyze(input, input.signal) }, filings };
}
