import { Parser } from 'htmlparser2';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { DOCUMENT_NAME } from '#server/edgar/edgar-schemas.ts';
import { decodeFilingBytes } from './documents/decode-filing.ts';

export interface ExhibitRow {
  /** As the page types it, upper-cased: 'EX-99.1'. */
  type: string;
  document: string;
}

/**
 * The exhibits of a type in an EDGAR filing index page (`{accession}-index.htm`), in the page's order: the rows of
 * the documents table whose Type cell is the exhibit type ("EX-13" finds "EX-13" and "EX-13.1"; "EX-99.1" only
 * "EX-99.1").
 */
export function exhibitRows(indexHtml: string, type: string): ExhibitRow[] {
  const wanted = new RegExp(`^${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.\\d+)?$`, 'i');
  let cells: string[] = [];
  let cell = '';
  let href: string | null = null;
  const found: ExhibitRow[] = [];
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
        else if (name === 'tr' && href) {
          const matched = cells.find((c) => wanted.test(c));
          const file = (href as string).replace(/^.*[/=]/, '');
          if (matched && DOCUMENT_NAME.test(file))
            found.push({ type: matched.toUpperCase(), document: file });
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(indexHtml);
  return found;
}

/** The file name of the first exhibit of a type in an EDGAR filing index page (see exhibitRows). */
export function exhibitDocument(indexHtml: string, type: string): string | null {
  return exhibitRows(indexHtml, type)[0]?.document ?? null;
}

/** A filing's EDGAR index page, which lists its documents and exhibits by type. */
export async function downloadFilingIndex(
  edgar: Pick<EdgarClient, 'downloadDocument'>,
  filing: { cik: number; accessionNumber: string },
): Promise<string> {
  const index = await edgar.downloadDocument({
    ...filing,
    primaryDocument: `${filing.accessionNumber}-index.htm`,
  });
  return index.body.toString('utf8');
}

/** Downloads an exhibit of a filing through its index page; null when the filing has no such exhibit. */
export async function fetchExhibit(
  edgar: Pick<EdgarClient, 'downloadDocument'>,
  filing: { cik: number; accessionNumber: string },
  type: string,
): Promise<{ document: string; html: string } | null> {
  const document = exhibitDocument(await downloadFilingIndex(edgar, filing), type);
  if (!document) return null;
  const exhibit = await edgar.downloadDocument({ ...filing, primaryDocument: document });
  return { document, html: decodeFilingBytes(exhibit.body) };
}
