import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { FilingSource } from './filing-source.ts';

export interface FilingSourceDeps {
  config: Config;
  db: Db;
  log: Logger;
}

/**
 * The filings feature's service behind the `FilingSource` contract. Until that feature exports its service
 * (latest filing by type, cached document by accession), analysis cannot read documents and says so plainly.
 */
export function createFilingSource(_deps: FilingSourceDeps): FilingSource {
  const unavailable = () =>
    Promise.reject(new AppError('FILINGS_UNAVAILABLE', 503, 'Filing documents are not available yet. Please try again later.'));
  return { resolve: unavailable, load: unavailable };
}
