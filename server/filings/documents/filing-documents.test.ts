import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { secFilingDocuments, secFilings } from '../schema.ts';
import { createDocumentBodies } from './document-bodies.ts';
import { createFilingDocuments, SANITIZER_VERSION } from './filing-documents.ts';

const ACCESSION = '0000320193-24-000123';
const LEGACY = '0000320193-23-000106';

// Each store runs on whichever database the suite uses: the file store is what PGlite gets, the columns PostgreSQL.
for (const driver of ['pglite', 'postgres'] as const) {
  describe(`filing documents, bodies stored as on ${driver}`, async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '10kai-documents-'));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const fileOf = (accession: string, kind: 'original' | 'safe', version = SANITIZER_VERSION) =>
      path.join(
        dataDir,
        'filing-documents',
        `${accession}.${kind === 'original' ? 'original' : `safe.v${version}`}.html.gz`,
      );
    for (const accessionNumber of [ACCESSION, LEGACY]) {
      await database.db.insert(secFilings).values({
        ticker: 'AAPL',
        cik: '0000320193',
        filingType: '10-K',
        filingDate: '2024-11-01',
        accessionNumber,
        primaryDocument: 'aapl-20240928.htm',
      });
    }
    const downloads: string[] = [];
    // Only the two calls the document store makes; a slow EDGAR widens the window in which views overlap.
    const edgar = {
      folderUrl: () => 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/',
      async downloadDocument(filing: { accessionNumber: string }) {
        downloads.push(filing.accessionNumber);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return {
          url: 'https://www.sec.gov/doc.htm',
          body: Buffer.from('<p>Annual report</p>'),
          contentType: null,
        };
      },
    } as unknown as EdgarClient;
    const documents = createFilingDocuments({
      db: database.db,
      edgar,
      bodies: createDocumentBodies({ driver }, dataDir),
    });
    async function rowOf(accession: string) {
      const [row] = await database.db
        .select()
        .from(secFilingDocuments)
        .where(eq(secFilingDocuments.accessionNumber, accession));
      return row!;
    }

    it('downloads once for concurrent first views, then serves the stored copy', async () => {
      const views = await Promise.all([documents.load(ACCESSION), documents.load(ACCESSION)]);
      expect(downloads).toEqual([ACCESSION]);
      expect(views[1]).toBe(views[0]);
      expect(views[0].safeHtml).toContain('Annual report');
      const later = await documents.load(ACCESSION);
      expect(later.html).toBe(views[0].html);
      expect(later.safeHtml).toBe(views[0].safeHtml);
      expect(await documents.originalHtml(ACCESSION)).toBe(views[0].html);
      expect(downloads).toEqual([ACCESSION]);
      expect(await database.db.select().from(secFilingDocuments)).toHaveLength(1);
    });

    it(
      driver === 'pglite'
        ? 'keeps the bodies in gzip files, the row holding only their metadata'
        : 'keeps the bodies in the row',
      async () => {
        const row = await rowOf(ACCESSION);
        expect(row).toMatchObject({ byteSize: 20, sanitizerVersion: SANITIZER_VERSION });
        expect(row.bodyInFile).toBe(driver === 'pglite');
        expect(row.html).toBe(driver === 'pglite' ? '' : '<p>Annual report</p>');
        expect(fs.existsSync(fileOf(ACCESSION, 'original'))).toBe(driver === 'pglite');
        expect(fs.existsSync(fileOf(ACCESSION, 'safe'))).toBe(driver === 'pglite');
        const fileBytes = await documents.fileBytes();
        expect(driver === 'pglite' ? fileBytes > 0 : fileBytes === 0).toBe(true);
      },
    );

    it.runIf(driver === 'pglite')('downloads a document again when its original file is gone', async () => {
      fs.rmSync(fileOf(ACCESSION, 'original'));
      expect(await documents.originalHtml(ACCESSION)).toBe('<p>Annual report</p>');
      expect(downloads).toEqual([ACCESSION, ACCESSION]);
      expect(fs.existsSync(fileOf(ACCESSION, 'original'))).toBe(true);
      expect(await rowOf(ACCESSION)).toMatchObject({ bodyInFile: true, html: '' });
    });

    it.runIf(driver === 'pglite')(
      'redoes an older sanitiser’s copy, or a lost one, from the stored original',
      async () => {
        const before = downloads.length;
        fs.renameSync(fileOf(ACCESSION, 'safe'), fileOf(ACCESSION, 'safe', SANITIZER_VERSION - 1));
        await database.db
          .update(secFilingDocuments)
          .set({ sanitizerVersion: SANITIZER_VERSION - 1 })
          .where(eq(secFilingDocuments.accessionNumber, ACCESSION));
        expect((await documents.load(ACCESSION)).safeHtml).toContain('Annual report');
        expect(fs.existsSync(fileOf(ACCESSION, 'safe'))).toBe(true);
        expect(fs.existsSync(fileOf(ACCESSION, 'safe', SANITIZER_VERSION - 1))).toBe(false);
        expect(await rowOf(ACCESSION)).toMatchObject({ sanitizerVersion: SANITIZER_VERSION });

        fs.rmSync(fileOf(ACCESSION, 'safe'));
        expect((await documents.load(ACCESSION)).safeHtml).toContain('Annual report');
        expect(fs.existsSync(fileOf(ACCESSION, 'safe'))).toBe(true);
        expect(downloads).toHaveLength(before);
      },
    );

    it('reads a row stored in the columns before files existed, re-sanitising it when the sanitiser changed', async () => {
      await database.db.insert(secFilingDocuments).values({
        accessionNumber: LEGACY,
        cik: '0000320193',
        primaryDocument: 'aapl-20240928.htm',
        sourceUrl: 'https://www.sec.gov/doc.htm',
        html: '<p>Old report</p><script>alert(1)</script>',
        safeHtml: '<p>Old report</p><script>alert(1)</script>',
        sanitizerVersion: SANITIZER_VERSION - 1,
        byteSize: 42,
        sha256: '0'.repeat(64),
      });
      expect(await documents.originalHtml(LEGACY)).toContain('Old report');
      const document = await documents.load(LEGACY);
      expect(document.safeHtml).toContain('Old report');
      expect(document.safeHtml).not.toContain('<script');
      expect(downloads).not.toContain(LEGACY);
      // On the embedded database the re-sanitised row moves to files whole; on PostgreSQL only the copy changes.
      const row = await rowOf(LEGACY);
      expect(row).toMatchObject({ sanitizerVersion: SANITIZER_VERSION, bodyInFile: driver === 'pglite' });
      expect(row.html).toBe(driver === 'pglite' ? '' : document.html);
      expect(fs.existsSync(fileOf(LEGACY, 'original'))).toBe(driver === 'pglite');
      expect((await documents.load(LEGACY)).html).toBe(document.html);
    });

    it('answers 404 for an accession nobody fetched', async () => {
      await expect(documents.load('0000000000-00-000000')).rejects.toMatchObject({ status: 404 });
    });
  });
}
