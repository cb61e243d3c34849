import { predictRelease } from '#server/alerts/index.ts';
import { latestAnalysisOfCompany } from '#server/analysis/index.ts';
import { catalogueEntryOf, catalogueProfileOf } from '#server/companies/index.ts';
import { filingChanges } from '#server/filings/changes/filing-changes.ts';
import { signDocumentUrl } from '#server/filings/documents/document-url.ts';
import { loadDigest } from '#server/filings/history/company-history.ts';
import { companyFinancials } from '#server/financials/index.ts';
import type { AccountBrief } from '../../../contract/account-brief.ts';
import { type TechnologySignalsDeps, technologySignals } from '../technology-signals.ts';
import { assembleBrief, type LinkPassage } from './assemble-brief.ts';

export type BriefDeps = TechnologySignalsDeps;

/** A part of the brief that could not be read (EDGAR down, no 10-K, no XBRL) is null and listed as unavailable. */
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

/** Viewer addresses with the passage marked, signed now (they last half an hour, like the analysis's). */
export function passageLinker(deps: Pick<BriefDeps, 'secret' | 'clock'>): LinkPassage {
  const now = deps.clock().getTime();
  return (accession, start, end) =>
    signDocumentUrl(deps.secret, accession, now, { highlight: { start, end } });
}

/**
 * The user's account brief of a company from what is stored: their analysis, the cached XBRL facts, filing history,
 * technology signals and What changed of the latest 10-K. Everything goes through the EDGAR cache and the stored
 * filings, so a brief whose parts were all read before makes no request to EDGAR. An unknown ticker is an error
 * (UNKNOWN_TICKER); any other part that fails is left out and named in `unavailable`.
 */
export async function loadAccountBrief(
  deps: BriefDeps,
  userId: string,
  ticker: string,
  abort?: AbortSignal,
): Promise<AccountBrief> {
  await deps.edgar.resolveCik(ticker);
  const cache = deps.edgarCache;
  const history = { edgar: deps.edgar, cache, clock: deps.clock };
  const latestAnnual = orNull(deps.filingSource.resolve(ticker, '10-K'));
  const [entry, catalogue, analysis, financials, digest, technology, changes] = await Promise.all([
    catalogueEntryOf(deps.db, ticker),
    catalogueProfileOf(deps.db, ticker),
    latestAnalysisOfCompany(deps.db, userId, ticker),
    orNull(companyFinancials(history, ticker)),
    orNull(loadDigest(history, ticker)),
    orNull(technologySignals(deps, ticker, abort)),
    latestAnnual.then((ref) =>
      ref ? orNull(filingChanges({ ...deps, cache }, ref.accession, abort)) : null,
    ),
  ]);
  const predictions = digest
    ? (['10-K', '10-Q'] as const).flatMap((form) => predictRelease(digest.digest.filings, form) ?? [])
    : null;
  return assembleBrief(
    {
      ticker,
      now: deps.clock(),
      name: entry?.name ?? financials?.entity_name ?? (await latestAnnual)?.companyName ?? ticker,
      catalogue,
      financials,
      analysis,
      technology,
      changes,
      predictions,
    },
    passageLinker(deps),
  );
}
