import type { Db } from '#server/db/client.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { AppError } from '#server/http/app-error.ts';
import { downloadFilingIndex, type ExhibitRow, exhibitRows } from '../exhibits.ts';
import { type FilingRow, findStoredFiling } from '../filing-records.ts';
import { decodeFilingBytes } from './decode-filing.ts';
import { SANITIZER_VERSION } from './filing-documents.ts';
import { sanitizeFiling } from './sanitize-filing.ts';

/** The press release of an 8-K: exhibit 99.1 by custom, else its first other exhibit 99. */
const PRESS_RELEASE = 'EX-99.1';
const EX_99 = 'EX-99';

/** Filings never change (an amendment is a new accession): what EDGAR said about one is kept for good. */
const FOREVER = Number.POSITIVE_INFINITY;

export interface FoundExhibit {
  filing: FilingRow;
  /** As the filing's index page types it: 'EX-99.1'. */
  type: string;
  document: string;
}

/**
 * Exhibits of stored filings (an 8-K's press release): found through the filing's EDGAR index page and served
 * through the same sanitiser as primary documents. Both the index's answer and the sanitised exhibit are kept
 * in the EDGAR cache for good, so each costs one EDGAR request ever (a sanitiser change is a new key).
 */
export function createFilingExhibits(deps: { db: Db; edgar: EdgarClient; cache: EdgarCache }) {
  /** The filing's EX-99 exhibits, from its index page. */
  async function releases(filing: FilingRow): Promise<ExhibitRow[]> {
    const ref = edgarRef(filing);
    const { data } = await deps.cache.get(
      `exhibits:${filing.accessionNumber}:${EX_99}`,
      FOREVER,
      async () => {
        const index = await downloadFilingIndex(deps.edgar, ref).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'DOCUMENT_NOT_FOUND') {
            throw new AppError(
              'DOCUMENT_NOT_FOUND',
              `SEC EDGAR has no index of the documents of filing ${filing.accessionNumber}, so its exhibits cannot be found.`,
            );
          }
          throw error;
        });
        return exhibitRows(index, EX_99);
      },
    );
    return data;
  }

  async function storedFiling(accessionNumber: string): Promise<FilingRow> {
    const filing = await findStoredFiling(deps.db, accessionNumber);
    if (!filing) throw AppError.notFound(`No stored filing ${accessionNumber}. Fetch the filing first.`);
    return filing;
  }

  return {
    /**
     * The exhibit of a stored filing: exactly the type asked for, or without one the press release (EX-99.1, else
     * the first EX-99.x). A filing without it → 404 naming what is missing.
     */
    async find(accessionNumber: string, type?: string): Promise<FoundExhibit> {
      const filing = await storedFiling(accessionNumber);
      const rows = await releases(filing);
      const found = type
        ? rows.find((row) => row.type === type)
        : (rows.find((row) => row.type === PRESS_RELEASE) ?? rows[0]);
      if (!found) {
        const what = type ? `exhibit ${type}` : 'press release (exhibit 99.1 or another exhibit 99)';
        throw new AppError(
          'DOCUMENT_NOT_FOUND',
          `This ${filing.filingType} (${accessionNumber}) has no ${what} on SEC EDGAR.`,
        );
      }
      return { filing, type: found.type, document: found.document };
    },

    /** The sanitised exhibit, for the viewer. */
    async load(accessionNumber: string, type: string): Promise<FoundExhibit & { safeHtml: string }> {
      const exhibit = await this.find(accessionNumber, type);
      const ref = { ...edgarRef(exhibit.filing), primaryDocument: exhibit.document };
      const key = `exhibit-document:${SANITIZER_VERSION}:${accessionNumber}/${exhibit.document}`;
      const { data } = await deps.cache.get(key, FOREVER, async () => {
        const downloaded = await deps.edgar.downloadDocument(ref);
        return {
          safeHtml: sanitizeFiling(decodeFilingBytes(downloaded.body), {
            folderUrl: deps.edgar.folderUrl(ref),
          }),
        };
      });
      return { ...exhibit, safeHtml: data.safeHtml };
    },

    /** The exhibit's address at SEC EDGAR. */
    edgarUrl(exhibit: FoundExhibit): string {
      return deps.edgar.documentUrl({ ...edgarRef(exhibit.filing), primaryDocument: exhibit.document });
    },
  };
}

function edgarRef(filing: FilingRow) {
  const cik = Number(filing.cik);
  if (!Number.isSafeInteger(cik) || cik <= 0) {
    throw new AppError('DOCUMENT_NOT_FOUND', 'This filing has no document address.');
  }
  return { cik, accessionNumber: filing.accessionNumber };
}
