import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import {
  FULL_TEXT_COMPANIES_MAX,
  FULL_TEXT_PASSAGES_PER_COMPANY,
  type FullTextCompany,
  type FullTextQuery,
} from '../../contract/full-text-search.ts';

interface Row {
  cik: string;
  accession: string;
  start: number;
  end: number;
  form: string;
  filing_date: string;
  section_title: string;
  snippet: string;
  company_id: string | null;
  ticker: string | null;
  name: string | null;
  sector: string | null;
}

/** The passage in the app's viewer, highlighted, as analysis quotes open it. */
function passageUrl(accession: string, start: number, end: number) {
  return `/passage/${accession}?highlight=${start}-${end}`;
}

/**
 * The local index: passages matching the words (web-search syntax: "quoted phrases", or, -not), the best three per
 * company, the 50 companies that said it most recently. Only those rows get a `ts_headline`, which re-parses the
 * text and is the costly part.
 */
export async function searchLocal(db: Db, query: FullTextQuery): Promise<FullTextCompany[]> {
  const forms = query.forms ?? ['10-K', '10-Q', '8-K'];
  const rows = await queryRows<Row>(
    db,
    sql`WITH q AS (SELECT websearch_to_tsquery('english', ${query.q}) AS query),
      hits AS (
        SELECT p.*, row_number() OVER (
            PARTITION BY p.cik ORDER BY p.filing_date DESC, ts_rank(p.body_vector, q.query) DESC
          ) AS n
        FROM filing_text_passages p, q
        WHERE p.body_vector @@ q.query
          AND p.form IN (${sql.join(
            forms.map((form) => sql`${form}`),
            sql`, `,
          )})
          ${query.from ? sql`AND p.filing_date >= ${query.from}` : sql``}
          ${query.to ? sql`AND p.filing_date <= ${query.to}` : sql``}
          ${query.sector ? sql`AND EXISTS (SELECT 1 FROM companies c WHERE c.cik = p.cik AND c.sector = ${query.sector})` : sql``}
      ),
      best AS (SELECT * FROM hits WHERE n <= ${FULL_TEXT_PASSAGES_PER_COMPANY}),
      chosen AS (
        SELECT cik, max(filing_date) AS latest FROM best GROUP BY cik
        ORDER BY latest DESC, cik LIMIT ${FULL_TEXT_COMPANIES_MAX}
      )
      SELECT b.cik, b.accession_number AS accession, b.start, b."end", b.form, b.filing_date::text AS filing_date,
        b.section_title,
        ts_headline('english', b.body, q.query, 'StartSel=«, StopSel=», MaxWords=35, MinWords=15') AS snippet,
        co.id AS company_id, co.ticker, co.name, co.sector
      FROM best b JOIN chosen ch ON ch.cik = b.cik CROSS JOIN q
      LEFT JOIN LATERAL (
        SELECT id, ticker, name, sector FROM companies c WHERE c.cik = b.cik ORDER BY c.size_rank NULLS LAST, c.ticker LIMIT 1
      ) co ON true
      ORDER BY ch.latest DESC, b.cik, b.n`,
  );
  const byCompany = new Map<string, FullTextCompany>();
  for (const row of rows) {
    let company = byCompany.get(row.cik);
    if (!company) {
      company = {
        companyId: row.company_id,
        ticker: row.ticker,
        cik: row.cik,
        name: row.name ?? `CIK ${row.cik}`,
        sector: row.sector,
        passages: [],
      };
      byCompany.set(row.cik, company);
    }
    company.passages.push({
      source: 'local',
      accession: row.accession,
      form: row.form,
      filingDate: row.filing_date,
      section: row.section_title,
      snippet: row.snippet,
      url: passageUrl(row.accession, row.start, row.end),
    });
  }
  return [...byCompany.values()];
}
