import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { AppError } from '#server/http/app-error.ts';
import { type FilingRow, findStoredFiling } from '../filing-records.ts';
import { type FilingWork, inProcessFilingWork } from '../filing-work.ts';
import { secFilingDocuments } from '../schema.ts';
import type { DocumentBodies } from './document-bodies.ts';

/** Bump when the sanitiser changes: cached copies are then redone from the stored original on next view. */
export const SANITIZER_VERSION = 2;

type StoredDocument = typeof secFilingDocuments.$inferSelect;

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
 * decoding and sanitising all succeeded, so a failure leaves no half-written row. Decoding and sanitising run on
 * `cpu` (the worker pool in the server). The bodies go through `bodies` (files on the embedded database, ADR
 * 0328); a row whose body file is gone is a document not cached: it is downloaded again.
 */
export function createFilingDocuments(deps: {
  db: Db;
  edgar: EdgarClient;
  bodies: DocumentBodies;
  cpu?: FilingWork;
}) {
  const cpu = deps.cpu ?? inProcessFilingWork;
  const { bodies } = deps;
  const inFlight = new Map<string, Promise<FilingDocument>>();
  const byAccession = (accession: string) => eq(secFilingDocuments.accessionNumber, accession);

  async function fromStored(filing: FilingRow, stored: StoredDocument): Promise<FilingDocument | null> {
    const accession = filing.accessionNumber;
    const current = stored.sanitizerVersion === SANITIZER_VERSION;
    const [html, cachedSafeHtml] = await Promise.all([
      bodies.read(accession, stored, 'html'),
      current ? bodies.read(accession, stored, 'safeHtml') : null,
    ]);
    if (html === null) return null;
    if (cachedSafeHtml !== null) return { filing, html, safeHtml: cachedSafeHtml };
    // An older sanitiser's copy, or a lost one: redone from the stored original.
    const safeHtml = await cpu.sanitizeFiling(html, deps.edgar.folderUrl(edgarRef(filing)));
    const columns = await bodies.put(accession, { safeHtml }, SANITIZER_VERSION, stored);
    await deps.db
      .update(secFilingDocuments)
      .set({ ...columns, sanitizerVersion: SANITIZER_VERSION })
      .where(byAccession(accession));
    return { filing, html, safeHtml };
  }

  /** Downloads and stores the document; `replace` when a row exists whose body is gone. */
  async function download(filing: FilingRow, replace: boolean): Promise<FilingDocument> {
    const ref = edgarRef(filing);
    const downloaded = await deps.edgar.downloadDocument(ref);
    const { html, safeHtml } = await cpu.sanitizeDownload(downloaded.body, deps.edgar.folderUrl(ref));
    const row = {
      cik: String(ref.cik).padStart(10, '0'),
      primaryDocument: ref.primaryDocument,
      sourceUrl: downloaded.url,
      html,
      ...(await bodies.put(filing.accessionNumber, { html, safeHtml }, SANITIZER_VERSION)),
      sanitizerVersion: SANITIZER_VERSION,
      byteSize: downloaded.body.length,
      sha256: createHash('sha256').update(downloaded.body).digest('hex'),
    };
    const insert = deps.db
      .insert(secFilingDocuments)
      .values({ accessionNumber: filing.accessionNumber, ...row });
    await (replace
      ? insert.onConflictDoUpdate({
          target: secFilingDocuments.accessionNumber,
          set: { ...row, fetchedAt: new Date() },
        })
      : insert.onConflictDoNothing());
    return { filing, html, safeHtml };
  }

  async function loadNow(accessionNumber: string): Promise<FilingDocument> {
    const filing = await findStoredFiling(deps.db, accessionNumber);
    if (!filing) throw AppError.notFound(`No stored filing ${accessionNumber}. Fetch the filing first.`);
    const [stored] = await deps.db.select().from(secFilingDocuments).where(byAccession(accessionNumber));
    const cached = stored ? await fromStored(filing, stored) : null;
    return cached ?? download(filing, stored !== undefined);
  }

  function load(accessionNumber: string): Promise<FilingDocument> {
    // Concurrent views share the whole load, reads included: a caller that read 'not cached' after another
    // caller's download finished would otherwise download the document again.
    let pending = inFlight.get(accessionNumber);
    if (!pending) {
      pending = loadNow(accessionNumber).finally(() => inFlight.delete(accessionNumber));
      inFlight.set(accessionNumber, pending);
    }
    return pending;
  }

  return {
    /** The document of a stored filing (one listed by the fetch APIs); an unknown accession → 404. */
    load,
    /**
     * The original HTML of a stored document (full-text indexing reads it): the sanitised copy is not read, and
     * a document whose body file is gone is downloaded again.
     */
    async originalHtml(accessionNumber: string): Promise<string> {
      const [stored] = await deps.db
        .select({
          html: secFilingDocuments.html,
          bodyInFile: secFilingDocuments.bodyInFile,
          sanitizerVersion: secFilingDocuments.sanitizerVersion,
        })
        .from(secFilingDocuments)
        .where(byAccession(accessionNumber));
      const html = stored ? await bodies.read(accessionNumber, stored, 'html') : null;
      return html ?? (await load(accessionNumber)).html;
    },
    /** Bytes the body files take on disk (0 on PostgreSQL), for /debug. */
    fileBytes: () => bodies.fileBytes(),
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
