import type { Config } from '#server/config.ts';
import type { FilingSource } from '#server/filings/index.ts';
import type { CpuWork } from '#server/workers/cpu-pool.ts';
import { type ConfiguredModel, configuredModel, createAnalysisEngine } from './engines/create-engine.ts';
import type { AnalysisEngine } from './types.ts';

export interface AnalysisServices {
  engine: AnalysisEngine;
  filings: FilingSource;
  /** Bound on the comparison with the prior 10-K (tests shorten it). */
  newRisksTimeoutMs?: number;
  /** The configured AI model through the same adapter, for short answers over a filing's passages (Ask a filing). */
  model?: ConfiguredModel;
}

export function createAnalysisServices(
  config: Config,
  filings: FilingSource,
  cpu: CpuWork,
): AnalysisServices {
  const engine = createAnalysisEngine(config);
  const model = configuredModel(config);
  // The extractive engine is CPU work: it runs on the worker pool, off the request loop. A model's is I/O.
  if (model) return { engine, filings, model };
  return { engine: { ...engine, analyze: (input) => cpu.analyze(input, input.signal) }, filings };
}
