import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { AppError } from '#server/http/app-error.ts';
import { type FilingRow, findStoredFiling } from '../filing-records.ts';
import { type FilingWork, inProcessFilingWork } from '../filing-work.ts';
import { secFilingDocuments } from '../schema.ts';
import { decodeFilingBytes } from './decode-filing.ts';

/** Bump when the sanitiser changes: cached copies are then redone from the stored original on next view. */
export const SANITIZER_VERSION = 2;

export interface FilingDocument {
  filing: FilingRow;
  /** The original HTML as EDGAR sent it (decoded): what section extraction reads. */
  html: string;
  /** The sanitised copy: what the viewer is served. */
  safeHtml: string;
}

/**
 * The permanent document cache. A document is downloaded from EDGAR the first time anyone views it and never
 * again; concurrent first views in one process share one download. Nothing is stored unless the download,
 * decoding and sanitising all succeeded, so a failure leaves no half-written row. Sanitising runs on `cpu` (the
 * worker pool in the server).
 */
export function createFilingDocuments(deps: { db: Db; edgar: EdgarClient; cpu?: FilingWork }) {
  const cpu = deps.cpu ?? inProcessFilingWork;
  const inFlight = new Map<string, Promise<FilingDocument>>();

  async function fromCache(filing: FilingRow): Promise<FilingDocument | null> {
    const [cached] = await deps.db
      .select()
      .from(secFilingDocuments)
      .where(eq(secFilingDocuments.accessionNumber, filing.accessionNumber));
    if (!cached) return null;
    if (cached.sanitizerVersion === SANITIZER_VERSION)
      return { filing, html: cached.html, safeHtml: cached.safeHtml };
    const safeHtml = await cpu.sanitizeFiling(cached.html, deps.edgar.folderUrl(edgarRef(filing)));
    await deps.db
      .update(secFilingDocuments)
      .set({ safeHtml, sanitizerVersion: SANITIZER_VERSION })
      .where(eq(secFilingDocuments.accessionNumber, filing.accessionNumber));
    return { filing, html: cached.html, safeHtml };
  }

  async function download(filing: FilingRow): Promise<FilingDocument> {
    const ref = edgarRef(filing);
    const downloaded = await deps.edgar.downloadDocument(ref);
    const html = decodeFilingBytes(downloaded.body);
    const safeHtml = await cpu.sanitizeFiling(html, deps.edgar.folderUrl(ref));
    await deps.db
      .insert(secFilingDocuments)
      .values({
        accessionNumber: filing.accessionNumber,
        cik: String(ref.cik).padStart(10, '0'),
        primaryDocument: ref.primaryDocument,
        sourceUrl: downloaded.url,
        html,
        safeHtml,
        sanitizerVersion: SANITIZER_VERSION,
        byteSize: downloaded.body.length,
        sha256: createHash('sha256').update(downloaded.body).digest('hex'),
      })
      .onConflictDoNothing();
    return { filing, html, safeHtml };
  }

  async function loadNow(accessionNumber: string): Promise<FilingDocument> {
    const filing = await findStoredFiling(deps.db, accessionNumber);
    if (!filing) throw AppError.notFound(`No stored filing ${accessionNumber}. Fetch the filing first.`);
    return (await fromCache(filing)) ?? download(filing);
  }

  return {
    /** The document of a stored filing (one listed by the fetch APIs); an unknown accession → 404. */
    async load(accessionNumber: string): Promise<FilingDocument> {
      // Concurrent views share the whole load, reads included: a caller that read 'not cached' after another
      // caller's download finished would otherwise download the document again.
      let pending = inFlight.get(accessionNumber);
      if (!pending) {
        pending = loadNow(accessionNumber).finally(() => inFlight.delete(accessionNumber));
        inFlight.set(accessionNumber, pending);
      }
      return pending;
    },
  };
}

export type FilingDocuments = ReturnType<typeof createFilingDocuments>;

function edgarRef(filing: FilingRow) {
  if (!filing.cik || !filing.primaryDocument) {
    throw new AppError('DOCUMENT_NOT_FOUND', 'This filing has no document address.');
  }
  return {
    cik: Number(filing.cik),
    accessionNumber: filing.accessionNumber,
    primaryDocument: filing.primaryDocument,
  };
}
