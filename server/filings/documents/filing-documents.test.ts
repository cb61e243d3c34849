import { describe, expect, it } from 'vitest';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { secFilingDocuments, secFilings } from '../schema.ts';
import { createFilingDocuments } from './filing-documents.ts';

const ACCESSION = '0000320193-24-000123';

describe('filing documents', async () => {
  const database = await createTestDatabase();
  await database.db.insert(secFilings).values({
    ticker: 'AAPL',
    cik: '0000320193',
    filingType: '10-K',
    filingDate: '2024-11-01',
    accessionNumber: ACCESSION,
    primaryDocument: 'aapl-20240928.htm',
  });
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
  const documents = createFilingDocuments({ db: database.db, edgar });

  it('downloads once for concurrent first views, then serves the stored copy', async () => {
    const views = await Promise.all([documents.load(ACCESSION), documents.load(ACCESSION)]);
    expect(downloads).toEqual([ACCESSION]);
    expect(views[1]).toBe(views[0]);
    expect(views[0].safeHtml).toContain('Annual report');
    const later = await documents.load(ACCESSION);
    expect(later.html).toBe(views[0].html);
    expect(downloads).toEqual([ACCESSION]);
    expect(await database.db.select().from(secFilingDocuments)).toHaveLength(1);
  });

  it('answers 404 for an accession nobody fetched', async () => {
    await expect(documents.load('0000000000-00-000000')).rejects.toMatchObject({ status: 404 });
  });
});
