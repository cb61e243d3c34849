import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import type { FilingDocuments } from './documents/filing-documents.ts';
import type { ParsedFilings } from './documents/parsed-filings.ts';

/** What the filings feature's routes need: EDGAR, the document and parsed-filing caches, and the URL signer. */
export interface FilingsDeps extends RouteDeps {
  db: Db;
  edgar: EdgarClient;
  /** What was read from EDGAR's JSON APIs, kept for the company pages. */
  edgarCache: EdgarCache;
  filingDocuments: FilingDocuments;
  parsedFilings: ParsedFilings;
  clock: Clock;
  /** Signs the short-lived viewer addresses. */
  secret: string;
  config: Pick<Config, 'SEC_WWW_URL'>;
}
