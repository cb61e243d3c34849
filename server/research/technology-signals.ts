import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { type FilingChanges, filingChanges } from '#server/filings/changes/filing-changes.ts';
import { signDocumentUrl } from '#server/filings/documents/document-url.ts';
import {
  type FilingRef,
  type FilingSource,
  type ParsedFilings,
  storedFilingMeta,
} from '#server/filings/index.ts';
import { AppError } from '#server/http/app-error.ts';
import type { TechnologySignal } from '../../contract/research.ts';
import { extractSignals, type Signal } from './extract-signals.ts';
import { newnessOf } from './newness.ts';
import { rankSignals } from './rank-signals.ts';

export interface TechnologySignalsDeps {
  db: Db;
  edgar: EdgarClient;
  edgarCache: EdgarCache;
  clock: Clock;
  parsedFilings: ParsedFilings;
  filingSource: FilingSource;
  /** Signs the viewer addresses of the quotes. */
  secret: string;
}

/** The latest filing of a form, or null when the company has none (a 404 is an answer here, not a failure). */
async function latest(deps: TechnologySignalsDeps, ticker: string, form: '10-K' | '10-Q') {
  try {
    const ref = await deps.filingSource.resolve(ticker, form);
    const meta = await storedFilingMeta(deps.db, ref.accession);
    return { ref, filingDate: meta?.filingDate ?? null };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What changed since the prior 10-K, for the newness of each 10-K signal. The comparison fetches and parses the
 * prior 10-K; when that cannot be done the signals are still worth showing, so their newness is left unknown.
 */
async function changesOf(deps: TechnologySignalsDeps, accession: string, signal?: AbortSignal) {
  const services = { ...deps, cache: deps.edgarCache };
  return filingChanges(services, accession, signal).catch((): FilingChanges | null => null);
}

/**
 * A company's technology signals, best first: its latest 10-K's Items 1, 1A, 1C and 7 and, when filed after it,
 * its latest 10-Q's MD&A and risk factors. Each carries the signed viewer address of its sentence and whether
 * What changed finds it new since the prior 10-K.
 */
export async function technologySignals(
  deps: TechnologySignalsDeps,
  ticker: string,
  abort?: AbortSignal,
): Promise<TechnologySignal[]> {
  const [annual, quarterly] = await Promise.all([latest(deps, ticker, '10-K'), latest(deps, ticker, '10-Q')]);
  // A 10-Q older than the 10-K is superseded by it: the annual report restates the year.
  const quarterlyNewer =
    quarterly && (!annual || (quarterly.filingDate ?? '') > (annual.filingDate ?? '')) ? quarterly : null;
  if (!annual && !quarterlyNewer)
    throw new AppError('NO_FILINGS', `No 10-K or 10-Q filings found for ${ticker}`);

  const now = deps.clock().getTime();
  const signalsOf = async (
    filing: { ref: FilingRef; filingDate: string | null },
    newness: (signal: Signal) => boolean | null,
  ) => {
    const parsed = await deps.filingSource.load(filing.ref);
    return extractSignals(parsed, { name: filing.ref.companyName, ticker: filing.ref.ticker }).map(
      (signal): TechnologySignal => ({
        ...signal,
        filing: {
          accession: filing.ref.accession,
          formType: filing.ref.formType,
          filingDate: filing.filingDate,
        },
        viewUrl: signDocumentUrl(deps.secret, filing.ref.accession, now, {
          highlight: { start: signal.start, end: signal.end },
        }),
        newSincePriorYear: newness(signal),
      }),
    );
  };
  const fromAnnual = annual
    ? await signalsOf(annual, newnessOf(await changesOf(deps, annual.ref.accession, abort)))
    : [];
  // What changed compares 10-Ks year on year; a 10-Q's sentences have no prior year to be new against.
  const fromQuarterly = quarterlyNewer ? await signalsOf(quarterlyNewer, () => null) : [];
  return rankSignals([...fromAnnual, ...fromQuarterly]);
}
