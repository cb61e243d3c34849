import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ExtraFiling } from './fake-edgar-submissions.ts';

/** The shared replica's manifest entry, as far as full-text search reads it. */
interface ReplicaFiling {
  cik10: string;
  company: string;
  ticker: string;
  form: string;
  filing_date: string;
  accession_number: string;
  primary_document: string;
  primary_document_path: string;
}

export const FULL_TEXT_PATH = '/LATEST/search-index';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#160;|&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** A filing a test published (`addFiling`): searchable from its own HTML, whatever `asOf` hides. */
function published(filing: ExtraFiling): { filing: ReplicaFiling; text: string } {
  const cik10 = String(filing.cik).padStart(10, '0');
  return {
    filing: {
      cik10,
      company: filing.ticker,
      ticker: filing.ticker,
      form: filing.form,
      filing_date: filing.filingDate,
      accession_number: filing.accessionNumber,
      primary_document: filing.primaryDocument,
      primary_document_path: '',
    },
    text: plainText(filing.html),
  };
}

/**
 * EDGAR full-text search over the replica's primary documents, answering as efts.sec.gov does
 * (`hits.hits[]._source`). Words are matched case-insensitively in the tag-stripped text; a "quoted phrase" must
 * appear as written, other words each anywhere. Texts are read once per fake. Filings a test published are searched
 * too, so a job can find a filing dated after the replica.
 */
export function createFakeFullText(root: string) {
  const filings: ReplicaFiling[] = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')).filings;
  const texts = new Map<string, Promise<string>>();
  const textOf = (filing: ReplicaFiling) => {
    let text = texts.get(filing.accession_number);
    if (!text) {
      text = readFile(path.join(root, filing.primary_document_path), 'utf8').then(plainText);
      texts.set(filing.accession_number, text);
    }
    return text;
  };

  return async function search(
    params: URLSearchParams,
    asOf?: string,
    extra: ExtraFiling[] = [],
  ): Promise<Buffer> {
    const q = (params.get('q') ?? '').toLowerCase();
    const terms = [...q.matchAll(/"([^"]+)"|(\S+)/g)].map((match) => (match[1] ?? match[2])!.trim());
    const forms = params.get('forms')?.split(',');
    const custom = params.get('dateRange') === 'custom';
    const hits = [];
    const candidates = [
      ...extra.map(published),
      ...filings
        .filter((filing) => !asOf || filing.filing_date <= asOf)
        .map((filing) => ({ filing, text: null })),
    ];
    for (const { filing, text: known } of candidates) {
      if (forms && !forms.includes(filing.form)) continue;
      if (
        custom &&
        (filing.filing_date < (params.get('startdt') ?? '') ||
          filing.filing_date > (params.get('enddt') ?? '9999'))
      )
        continue;
      const text = known ?? (await textOf(filing).catch(() => ''));
      if (!terms.length || !terms.every((term) => text.includes(term))) continue;
      hits.push({
        _index: 'edgar_file',
        _id: `${filing.accession_number}:${filing.primary_document}`,
        _score: 1,
        _source: {
          ciks: [filing.cik10],
          display_names: [`${filing.company}  (${filing.ticker})  (CIK ${filing.cik10})`],
          form: filing.form,
          root_forms: [filing.form],
          file_date: filing.filing_date,
          adsh: filing.accession_number,
          file_type: filing.form,
        },
      });
    }
    const body = { took: 1, timed_out: false, hits: { total: { value: hits.length, relation: 'eq' }, hits } };
    return Buffer.from(JSON.stringify(body));
  };
}
