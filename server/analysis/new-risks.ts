import type { Logger } from 'pino';
import type { FilingRef, FilingSource } from '#server/filings/index.ts';
import type { Analysis, NewRisk } from './types.ts';

/** The comparison with last year's 10-K is a bonus: past this, the analysis goes on without it. */
const newRisksTimeoutMs = 4000;

/**
 * The risk factors a 10-K has and the 10-K before it had not. `checked: false` when the comparison could not be
 * made in time (or failed): the analysis then runs as it would without it and is not cached as checked. A comparison
 * past its time, or whose client went away (`signal`), is stopped on the worker pool rather than left to run.
 */
export async function newRisksFor(
  deps: { filings: FilingSource; log: Logger; newRisksTimeoutMs?: number },
  ref: FilingRef,
  signal?: AbortSignal,
): Promise<{ checked: boolean; risks: NewRisk[] }> {
  if (ref.formType !== '10-K' || !deps.filings.newRisks) return { checked: false, risks: [] };
  let timer: NodeJS.Timeout | undefined;
  const stop = new AbortController();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop.abort();
      reject(new Error('comparison with the prior 10-K timed out'));
    }, deps.newRisksTimeoutMs ?? newRisksTimeoutMs);
  });
  const stopped = signal ? AbortSignal.any([stop.signal, signal]) : stop.signal;
  try {
    const risks = await Promise.race([deps.filings.newRisks(ref, stopped), timeout]);
    return { checked: true, risks };
  } catch (error) {
    deps.log.warn({ err: error, accession: ref.accession }, 'new risk factors unavailable for analysis');
    return { checked: false, risks: [] };
  } finally {
    clearTimeout(timer);
  }
}

/** A quote from the analysed filing inside a new risk factor's passage. */
function isInNewRisk(evidence: Analysis['riskFactors'][number]['evidence'], risks: readonly NewRisk[]) {
  if (!evidence || evidence.source) return false;
  return risks.some((risk) => evidence.start >= risk.start && evidence.end <= risk.end);
}

/** Flags each risk factor whose quote comes from a risk factor new this year. */
export function markNewRisks(analysis: Analysis, risks: readonly NewRisk[] | undefined): Analysis {
  if (!risks?.length) return analysis;
  return {
    ...analysis,
    riskFactors: analysis.riskFactors.map((item) =>
      isInNewRisk(item.evidence, risks) ? { ...item, newThisYear: true } : item,
    ),
  };
}
