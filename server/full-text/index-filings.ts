import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import type { FilingDocuments } from '#server/filings/index.ts';
import { alertSavedSearches } from './match-saved-searches.ts';
import { filingTextIndexed, filingTextPassages } from './schema.ts';

/** What indexing needs of the filings feature's parser: the sections with their paragraphs and offsets. */
interface PassageParser {
  parseFiling(
    html: string,
    filingType: string,
  ): Promise<{
    sections: { title: string; kind: string; paragraphs: { start: number; end: number; text: string }[] }[];
  }>;
}

export interface IndexDeps {
  db: Db;
  cpu: PassageParser;
  /** Where the stored documents' bodies are read (files on the embedded database: ADR 0328). */
  filingDocuments: Pick<FilingDocuments, 'originalHtml'>;
}

/** Filings indexed per job run: parsing a large 10-K costs hundreds of milliseconds on two shared cores. */
const BATCH = 25;
/** Rows per insert statement, well under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 500;

interface Pending {
  accession: string;
  cik: string;
  form: string;
  filing_date: string;
}

/**
 * Indexes stored filings not indexed yet, oldest first: the job that runs after documents are stored, and the
 * backfill of the ones stored before this index existed (both are "stored, not indexed"). Each filing is written
 * in one transaction with its marker and the alerts of the saved searches it matches, so a failure leaves it pending
 * for the next run, never half indexed nor alerted twice.
 */
export async function indexPendingFilings(deps: IndexDeps, limit = BATCH) {
  const pending = await queryRows<Pending>(
    deps.db,
    sql`SELECT DISTINCT ON (d.accession_number) d.accession_number AS accession, d.cik, f.filing_type AS form,
          f.filing_date::text AS filing_date
        FROM sec_filing_documents d
        JOIN sec_filings f ON f.accession_number = d.accession_number
        WHERE f.filing_type IN ('10-K', '10-Q', '8-K')
          AND NOT EXISTS (SELECT 1 FROM filing_text_indexed i WHERE i.accession_number = d.accession_number)
        ORDER BY d.accession_number
        LIMIT ${limit}`,
  );
  let passages = 0;
  let alerts = 0;
  for (const filing of pending) {
    const html = await deps.filingDocuments.originalHtml(filing.accession);
    const parsed = await deps.cpu.parseFiling(html, filing.form);
    const rows = parsed.sections
      .filter((section) => section.kind === 'content')
      .flatMap((section) =>
        section.paragraphs.map((paragraph) => ({
          accessionNumber: filing.accession,
          start: paragraph.start,
          end: paragraph.end,
          cik: filing.cik,
          form: filing.form,
          filingDate: filing.filing_date,
          sectionTitle: section.title,
          body: paragraph.text,
        })),
      );
    await deps.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK)
        await tx
          .insert(filingTextPassages)
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflictDoNothing();
      const marked = await tx
        .insert(filingTextIndexed)
        .values({ accessionNumber: filing.accession, passages: rows.length })
        .onConflictDoNothing()
        .returning({ accession: filingTextIndexed.accessionNumber });
      // Only the run that indexed the filing matches it (a concurrent run's insert above came back empty).
      if (marked.length)
        alerts += await alertSavedSearches(tx, {
          accession: filing.accession,
          cik: filing.cik,
          form: filing.form,
          filingDate: filing.filing_date,
        });
    });
    passages += rows.length;
  }
  return { filings: pending.length, passages, alerts };
}
