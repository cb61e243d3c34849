import { Parser } from 'htmlparser2';
import { decodeFilingBytes } from './documents/decode-filing.ts';
import type { EdgarClient } from './edgar/edgar-client.ts';
import { DOCUMENT_NAME } from './edgar/edgar-schemas.ts';

/**
 * The file name of an exhibit in an EDGAR filing index page (`{accession}-index.htm`): the row of the documents
 * table whose Type cell is the exhibit type ("EX-13", "EX-13.1").
 */
export function exhibitDocument(indexHtml: string, type: string): string | null {
  const wanted = new RegExp(`^${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.\\d+)?$`, 'i');
  let cells: string[] = [];
  let cell = '';
  let href: string | null = null;
  let found: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'tr') {
          cells = [];
          href = null;
        } else if (name === 'td' || name === 'th') cell = '';
        else if (name === 'a' && attribs.href && href === null) href = attribs.href;
      },
      ontext(data) {
        cell += data;
      },
      onclosetag(name) {
        if (name === 'td' || name === 'th') cells.push(cell.trim());
        else if (name === 'tr' && !found && href && cells.some((c) => wanted.test(c))) {
          const file = (href as string).replace(/^.*[/=]/, '');
          if (DOCUMENT_NAME.test(file)) found = file;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(indexHtml);
  return found;
}

/** Downloads an exhibit of a filing through its index page; null when the filing has no such exhibit. */
export async function fetchExhibit(
  edgar: Pick<EdgarClient, 'downloadDocument'>,
  filing: { cik: number; accessionNumber: string },
  type: string,
): Promise<{ document: string; html: string } | null> {
  const index = await edgar.downloadDocument({
    ...filing,
    primaryDocument: `${filing.accessionNumber}-index.htm`,
  });
  const document = exhibitDocument(index.body.toString('utf8'), type);
  if (!document) return null;
  const exhibit = await edgar.downloadDocument({ ...filing, primaryDocument: document });
  return { document, html: decodeFilingBytes(exhibit.body) };
}
