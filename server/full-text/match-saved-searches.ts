import { sql } from 'drizzle-orm';
import { type SearchAlert, storeSearchAlerts } from '#server/alerts/index.ts';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';

export interface IndexedFiling {
  accession: string;
  cik: string;
  form: string;
  filingDate: string;
}

interface Match {
  user_id: string;
  name: string;
  query: string;
  forms: string[];
  sector: string | null;
  company_id: string;
  ticker: string;
  company_name: string;
}

/**
 * The saved searches a filing just indexed matches, as alerts (ADR 0319). Called once per filing, in the transaction
 * that indexes it, so a filing is matched exactly once: searches saved later never see it (no backlog), and a run that
 * dies leaves the filing, its passages and its alerts all unwritten, to be done together by the next run.
 *
 * A match needs: one of the filing's passages to say the words (the same `websearch_to_tsquery` as the search box),
 * its form among the search's, the catalogue's sector when the search has one, and a filing date no earlier than the
 * day before the search was saved: an old filing stored today (someone opened a 2019 10-K) is not news. The day of
 * slack covers EDGAR's Eastern filing dates against the UTC save time. A filer the catalogue does not know cannot
 * alert: an alert names a company the user can open.
 */
export async function alertSavedSearches(db: Db, filing: IndexedFiling): Promise<number> {
  const matches = await queryRows<Match>(
    db,
    sql`SELECT s.user_id, s.name, s.query, s.forms, s.sector, co.id AS company_id, co.ticker, co.name AS company_name
      FROM saved_filing_searches s
      CROSS JOIN LATERAL (
        SELECT id, ticker, name, sector FROM companies c WHERE c.cik = ${filing.cik}
        ORDER BY c.size_rank NULLS LAST, c.ticker LIMIT 1
      ) co
      WHERE s.forms @> ${JSON.stringify([filing.form])}::jsonb
        AND (s.sector IS NULL OR s.sector = co.sector)
        AND ${filing.filingDate}::date >= (s.created_at AT TIME ZONE 'UTC')::date - 1
        AND EXISTS (
          SELECT 1 FROM filing_text_passages p
          WHERE p.accession_number = ${filing.accession}
            AND p.body_vector @@ websearch_to_tsquery('english', s.query)
        )
      ORDER BY s.user_id, s.created_at`,
  );
  // One alert per user and filing: the user's oldest matching search names it.
  const perUser = new Map<string, SearchAlert>();
  for (const match of matches)
    if (!perUser.has(match.user_id))
      perUser.set(match.user_id, {
        userId: match.user_id,
        companyId: match.company_id,
        ticker: match.ticker,
        companyName: match.company_name,
        accessionNumber: filing.accession,
        form: filing.form,
        filingDate: filing.filingDate,
        savedSearch: match.name,
        savedSearchQuery: { q: match.query, forms: match.forms, sector: match.sector },
      });
  return storeSearchAlerts(db, [...perUser.values()]);
}
