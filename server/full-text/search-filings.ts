import { catalogueCompaniesByCik } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import type { EftsClient, EftsHit } from '#server/edgar/full-text-search.ts';
import {
  FULL_TEXT_COMPANIES_MAX,
  FULL_TEXT_PASSAGES_PER_COMPANY,
  type FullTextCompany,
  type FullTextQuery,
} from '../../contract/full-text-search.ts';
import { searchLocal } from './search-local.ts';

export interface SearchDeps {
  db: Db;
  efts: EftsClient;
  config: { SEC_WWW_URL: string };
}

const ALL_FORMS = ['10-K', '10-Q', '8-K'];
const EDGAR_DOWN_NOTE =
  'EDGAR full-text search did not answer: these results come only from the filings stored here.';

/**
 * Both sources at once: the local index (passages with snippets) and EDGAR's full-text search (every filer, the
 * filing but no passage). Local companies first; EDGAR adds the filings and companies the local index lacks.
 * EDGAR failing never fails the search: the local answer comes back with a note.
 */
export async function searchFilings(deps: SearchDeps, query: FullTextQuery) {
  const [local, edgar] = await Promise.all([
    searchLocal(deps.db, query),
    deps.efts
      .search({ q: query.q, forms: query.forms ?? ALL_FORMS, from: query.from, to: query.to })
      .then((hits) => ({ hits }))
      .catch(() => null),
  ]);
  if (!edgar) return { companies: local, sources: ['local' as const], note: EDGAR_DOWN_NOTE };
  return {
    companies: await mergeEdgarHits(deps, local, edgar.hits, query.sector),
    sources: ['local' as const, 'edgar' as const],
    note: null,
  };
}

async function mergeEdgarHits(deps: SearchDeps, local: FullTextCompany[], hits: EftsHit[], sector?: string) {
  const ciks = [...new Set(hits.map((hit) => hit.cik))];
  const known = await catalogueCompaniesByCik(deps.db, ciks);
  const catalogue = new Map<string, (typeof known)[number]>();
  for (const row of known.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity)))
    if (row.cik && !catalogue.has(row.cik)) catalogue.set(row.cik, row);
  const merged = new Map(local.map((company) => [company.cik, company]));
  for (const hit of hits) {
    const listed = catalogue.get(hit.cik);
    // A sector filter needs the catalogue's sector: a filer it does not know cannot be said to match.
    if (sector && listed?.sector !== sector) continue;
    let company = merged.get(hit.cik);
    if (!company) {
      if (merged.size >= FULL_TEXT_COMPANIES_MAX) continue;
      company = {
        companyId: listed?.id ?? null,
        ticker: listed?.ticker ?? null,
        cik: hit.cik,
        name: hit.name,
        sector: listed?.sector ?? null,
        passages: [],
      };
      merged.set(hit.cik, company);
    }
    if (company.passages.length >= FULL_TEXT_PASSAGES_PER_COMPANY) continue;
    if (company.passages.some((passage) => passage.accession === hit.accession)) continue;
    company.passages.push({
      source: 'edgar',
      accession: hit.accession,
      form: hit.form,
      filingDate: hit.filingDate,
      section: null,
      snippet: '',
      url: edgarDocumentUrl(deps.config.SEC_WWW_URL, hit),
    });
  }
  return [...merged.values()];
}

/** EDGAR's copy of the matching document (its full-text search names the document, not the passage). */
function edgarDocumentUrl(www: string, hit: EftsHit) {
  const folder = `${www}/Archives/edgar/data/${Number(hit.cik)}/${hit.accession.replaceAll('-', '')}`;
  return hit.document ? `${folder}/${hit.document}` : `${folder}/`;
}
