import { eq, sql } from 'drizzle-orm';
import { type SearchAlert, storeSearchAlerts } from '#server/alerts/index.ts';
import { type Db, queryRows } from '#server/db/client.ts';
import type { EftsClient, EftsHit } from '#server/edgar/full-text-search.ts';
import { type EdgarCheck, planEdgarChecks } from './plan-edgar-checks.ts';
import { savedFilingSearches } from './schema.ts';

export interface EdgarAlertDeps {
  db: Db;
  efts: EftsClient;
  clock: () => Date;
}

export interface EdgarAlertResult {
  /** EDGAR requests made: one per distinct query not checked yet today. */
  requests: number;
  alerts: number;
  /** Distinct filers EDGAR named that the catalogue does not know (an alert names a company the user can open). */
  unknownFilers: number;
  /** The queries EDGAR did not answer, with why: their searches are checked again next run. */
  failed: { q: string; reason: string }[];
}

interface Listed {
  id: string;
  ticker: string;
  name: string;
  sector: string | null;
}

/**
 * Asks EDGAR's full-text search, once per distinct saved query, for the filings dated since its searches were last
 * checked, and stores one alert per user and filing (ADR 0322). Each search's alerts and its new `edgar_checked_on`
 * commit together, so an outage or a crash leaves the search to the next run, and the (user, filing) key keeps a
 * filing already alerted (by the local index, another search, a saved company) one alert.
 */
export async function alertFromEdgarSearch(deps: EdgarAlertDeps): Promise<EdgarAlertResult> {
  const now = deps.clock();
  const searches = await deps.db.select().from(savedFilingSearches);
  const result: EdgarAlertResult = { requests: 0, alerts: 0, unknownFilers: 0, failed: [] };
  for (const check of planEdgarChecks(searches, now)) {
    result.requests += 1;
    let hits: EftsHit[];
    try {
      hits = await deps.efts.search({ q: check.q, forms: check.forms, from: check.from, to: check.to });
    } catch (error) {
      result.failed.push({ q: check.q, reason: (error as Error).message });
      continue;
    }
    const catalogue = await catalogueOf(deps.db, hits);
    result.unknownFilers += new Set(hits.filter((hit) => !catalogue.has(hit.cik)).map((hit) => hit.cik)).size;
    for (const search of check.searches)
      result.alerts += await storeChecked(deps.db, search, check.to, alertsOf(search, hits, catalogue));
  }
  return result;
}

/** The catalogue company of each filer, chosen as the local matcher does when several tickers share a CIK. */
async function catalogueOf(db: Db, hits: EftsHit[]): Promise<Map<string, Listed>> {
  const ciks = [...new Set(hits.map((hit) => hit.cik))];
  if (!ciks.length) return new Map();
  const rows = await queryRows<Listed & { cik: string }>(
    db,
    sql`SELECT DISTINCT ON (cik) cik, id, ticker, name, sector FROM companies
      WHERE cik IN (${sql.join(
        ciks.map((cik) => sql`${cik}`),
        sql`, `,
      )})
      ORDER BY cik, size_rank NULLS LAST, ticker`,
  );
  return new Map(rows.map((row) => [row.cik, row]));
}

function alertsOf(
  search: EdgarCheck['searches'][number],
  hits: EftsHit[],
  catalogue: Map<string, Listed>,
): SearchAlert[] {
  const alerts = new Map<string, SearchAlert>();
  for (const hit of hits) {
    const company = catalogue.get(hit.cik);
    if (!company || !search.forms.includes(hit.form) || hit.filingDate < search.from) continue;
    if (search.sector && company.sector !== search.sector) continue;
    alerts.set(hit.accession, {
      userId: search.userId,
      companyId: company.id,
      ticker: company.ticker,
      companyName: company.name,
      accessionNumber: hit.accession,
      form: hit.form,
      filingDate: hit.filingDate,
      savedSearch: search.name,
      savedSearchQuery: { q: search.query, forms: search.forms, sector: search.sector },
    });
  }
  return [...alerts.values()];
}

/**
 * The search's check mark first: a search deleted since the plan (or whose user was) updates no row, and then
 * stores no alert either.
 */
async function storeChecked(db: Db, search: { id: string }, day: string, alerts: SearchAlert[]) {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .update(savedFilingSearches)
      .set({ edgarCheckedOn: day })
      .where(eq(savedFilingSearches.id, search.id))
      .returning({ id: savedFilingSearches.id });
    return still ? storeSearchAlerts(tx, alerts) : 0;
  });
}
