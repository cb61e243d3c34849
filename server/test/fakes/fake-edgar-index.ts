import { readFile } from 'node:fs/promises';
import path from 'node:path';

const FOLDER_INDEX = /^\/Archives\/edgar\/data\/(\d+)\/(\d{18})\/(\d{10}-\d{2}-\d{6})-index\.html?$/;

/**
 * A filing's index page at its in-folder address (`{folder}/{accession}-index.htm`, the one the app reads). EDGAR
 * serves the same page there and beside the folder (`{cik}/{accession}-index.html`), which is where the replica
 * recorded it; a filing recorded without it (MMM's 8-K) gets the page EDGAR builds from its full submission `.txt`:
 * one row per document, with its sequence, description, file name and type. null for any other path.
 */
export async function filingIndexPage(root: string, pathname: string): Promise<Buffer | null> {
  const match = FOLDER_INDEX.exec(pathname);
  if (!match) return null;
  const [, cik, folder, accession] = match as unknown as [string, string, string, string];
  if (accession.replaceAll('-', '') !== folder) return null;
  const data = path.join(root, 'Archives/edgar/data', cik);
  const recorded = await readFile(path.join(data, `${accession}-index.html`)).catch(() => null);
  if (recorded) return recorded;
  const submission = await readFile(path.join(data, folder, `${accession}.txt`), 'utf8').catch(() => null);
  return submission === null
    ? null
    : Buffer.from(indexFromSubmission(submission, `/${path.posix.join('Archives/edgar/data', cik, folder)}`));
}

function indexFromSubmission(submission: string, folderPath: string): string {
  const field = (block: string, name: string) =>
    new RegExp(`^<${name}>(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
  const rows = submission
    .split('<DOCUMENT>')
    .slice(1)
    .map((block) => {
      const file = field(block, 'FILENAME');
      return `<tr><td scope="row">${field(block, 'SEQUENCE')}</td><td scope="row">${field(block, 'DESCRIPTION')}</td><td scope="row"><a href="${folderPath}/${file}">${file}</a></td><td scope="row">${field(block, 'TYPE')}</td><td scope="row"></td></tr>`;
    });
  return `<html><body><table class="tableFile" summary="Document Format Files">
<tr><th scope="col">Seq</th><th scope="col">Description</th><th scope="col">Document</th><th scope="col">Type</th><th scope="col">Size</th></tr>
${rows.join('\n')}
</table></body></html>`;
}
