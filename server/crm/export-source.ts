import { getOwnAnalysis } from '#server/analysis/run-analysis.ts';
import type { Analysis } from '#server/analysis/types.ts';
import { catalogueEntryOf } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { storedFilingMeta } from '#server/filings/index.ts';

/** Everything a CRM note says about one analysis and the filing it was drawn from. */
export interface ExportSource {
  analysisId: string;
  ticker: string;
  companyName: string;
  filingType: string;
  accession: string;
  filingDate: string | null;
  periodEndDate: string | null;
  /** The public sec.gov address of the primary document (or the filing's folder when the document is unknown). */
  edgarUrl: string;
  analysis: Analysis;
}

function edgarArchiveUrl(cik: string | null, accession: string, primaryDocument: string | null): string {
  if (!cik) {
    return `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&type=&accession=${encodeURIComponent(accession)}`;
  }
  const folder = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replaceAll('-', '')}/`;
  return primaryDocument ? `${folder}${primaryDocument}` : folder;
}

/** The caller's own analysis (anyone else's is "not found") with its filing's form, period and EDGAR link. */
export async function loadExportSource(db: Db, userId: string, analysisId: string): Promise<ExportSource> {
  const own = await getOwnAnalysis(db, userId, analysisId);
  const filing = await storedFilingMeta(db, own.accession);
  const company = await catalogueEntryOf(db, own.ticker);
  return {
    analysisId: own.id,
    ticker: own.ticker,
    companyName: company?.name ?? own.ticker,
    filingType: own.filingType,
    accession: own.accession,
    filingDate: filing?.filingDate ?? null,
    periodEndDate: filing?.periodEndDate ?? null,
    edgarUrl: edgarArchiveUrl(
      filing?.cik ?? company?.cik ?? null,
      own.accession,
      filing?.primaryDocument ?? null,
    ),
    analysis: own.analysis,
  };
}
