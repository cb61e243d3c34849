import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/filings.ts';
import { MAX_HIGHLIGHT_CHARS } from '../../contract/filings.ts';
import { checkDocumentSignature, exhibitSubject, signDocumentUrl } from './documents/document-url.ts';
import { createFilingExhibits } from './documents/filing-exhibits.ts';
import { highlightQuote } from './documents/highlight-quote.ts';
import { fetchFiling, fetchFilingByAccession, fetchLatestFilings } from './fetch-filings.ts';
import { type FilingRow, findStoredFiling, latestStoredFiling, listStoredFilings } from './filing-records.ts';
import type { FilingsDeps } from './filings-deps.ts';

/**
 * Served with the filing: no script, no plugin, no form, no navigation of the app; images only from EDGAR. Popups
 * (outside the sandbox) only for the links the sanitiser keeps: EDGAR links opening a new tab, noopener.
 */
function documentSecurityPolicy(secWwwUrl: string): string {
  const images = new URL(secWwwUrl).origin;
  return `sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src ${images} data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}

export function createFilingRoutes(deps: FilingsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const services = { db: deps.db, edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };
  const exhibits = createFilingExhibits(services);
  const now = () => deps.clock().getTime();

  /** The signed addresses' grant: a document is served only on a valid, unexpired signature of its subject. */
  const requireSignature = (subject: string, query: { expires?: string; sig?: string }) => {
    const check = checkDocumentSignature(deps.secret, subject, query, now());
    if (check === 'missing')
      throw AppError.unauthorized(
        'This document address is not signed. Open the filing from the filings list.',
      );
    if (check === 'expired')
      throw AppError.forbidden('This document address has expired. Open the filing again.', 'LINK_EXPIRED');
    if (check === 'invalid') throw AppError.forbidden('This document address is not valid.', 'BAD_SIGNATURE');
  };
  const documentHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': documentSecurityPolicy(deps.config.SEC_WWW_URL),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, max-age=300',
  };

  const present = (row: FilingRow) => ({
    id: row.id,
    ticker: row.ticker,
    filing_type: row.filingType,
    filing_date: row.filingDate,
    period_end_date: row.periodEndDate,
    accession_number: row.accessionNumber,
    description: row.description,
    form_name: row.formName,
    file_url: row.fileUrl,
    view_url: row.primaryDocument ? signDocumentUrl(deps.secret, row.accessionNumber, now()) : null,
  });

  route(contract.getFilings, async (_c, { query }) =>
    (await listStoredFilings(deps.db, query.ticker)).map(present),
  );

  route(contract.getStoredFiling, async (_c, { params }) => {
    const row = await findStoredFiling(deps.db, params.accession);
    if (!row) throw AppError.notFound('Filing not found');
    return present(row);
  });

  route(contract.fetchFiling, async (_c, { body }) => {
    const row =
      'accession' in body
        ? await fetchFilingByAccession(services, body.ticker, body.accession)
        : await fetchFiling(services, body.ticker, body.type);
    return present(row);
  });

  route(contract.fetchLatestFilings, async (_c, { body }) =>
    (await fetchLatestFilings(services, body.ticker)).map(present),
  );

  /** The spec's fallback address: the latest filing of a type, by redirect to its signed view. */
  route(contract.latestDocument, async (c, { params }) => {
    const filing =
      (await latestStoredFiling(deps.db, params.ticker, params.type)) ??
      (await fetchFiling(services, params.ticker, params.type));
    const signed = new URL(signDocumentUrl(deps.secret, filing.accessionNumber, now()), 'http://x');
    for (const key of ['highlight', 'quote']) {
      const value = c.req.query(key);
      if (value) signed.searchParams.set(key, value);
    }
    return c.redirect(`${signed.pathname}${signed.search}`, 302);
  });

  route(contract.getDocument, async (c, { params, query }) => {
    requireSignature(params.accession, query);
    const document = await deps.filingDocuments.load(params.accession);
    let html = document.safeHtml;
    const passage = query.highlight
      ? textRange((await deps.parsedFilings.load(params.accession)).parsed.text, query.highlight)
      : query.quote;
    if (passage) html = highlightQuote(html, passage).html;
    return c.body(html, 200, documentHeaders);
  });

  /** An 8-K's press release (or another exhibit 99): stored like any filing opened by accession, then signed. */
  route(contract.openExhibit, async (_c, { body }) => {
    const row = await fetchFilingByAccession(services, body.ticker, body.accession);
    const exhibit = await exhibits.find(row.accessionNumber, body.type);
    const name = `Exhibit ${exhibit.type.replace(/^EX-/, '')}`;
    return {
      ...present(row),
      form_name: body.type ? name : `Press release (${name})`,
      file_url: exhibits.edgarUrl(exhibit),
      view_url: signDocumentUrl(deps.secret, exhibitSubject(row.accessionNumber, exhibit.type), now()),
      exhibit_type: exhibit.type,
    };
  });

  route(contract.getExhibitDocument, async (c, { params, query }) => {
    requireSignature(exhibitSubject(params.accession, params.type), query);
    const exhibit = await exhibits.load(params.accession, params.type);
    return c.body(exhibit.safeHtml, 200, documentHeaders);
  });

  route(contract.getSections, async (_c, { params }) => {
    const { filing, parsed } = await deps.parsedFilings.load(params.accession);
    return {
      accession_number: params.accession,
      ticker: filing.ticker,
      form_type: parsed.formType,
      sections: parsed.sections.map((section) => ({ ...section })),
      missing: parsed.missing,
    };
  });

  return app;
}

/** Offsets into the plain text of section extraction (what analysis evidence points at) → the passage itself. */
function textRange(text: string, range: string): string {
  const [start, end] = range.split('-').map(Number) as [number, number];
  if (end <= start) return '';
  return text.slice(start, Math.min(end, start + MAX_HIGHLIGHT_CHARS));
}
