import type { Logger } from 'pino';
import type { ChangeFeed } from '#server/db/change-feed.ts';
import type { Db } from '#server/db/client.ts';
import type { ConcurrencyGate } from '#server/http/concurrency-gate.ts';
import type { CompanyDto } from './company-shape.ts';
import { checkQuery, MIN_QUERY_LENGTH, searchCompanies } from './search-companies.ts';

/** Sent by the `companies` trigger (migration 0015) after any statement that changes the catalogue. */
const CATALOGUE_CHANGED_CHANNEL = 'tenkai_catalogue_changed';
const MAX_ENTRIES = 1000;

export interface CachedSearchDeps {
  db: Db;
  log?: Logger;
  feed: ChangeFeed;
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Bounds concurrent searches on the embedded database (ADR 0171); answers from the cache never wait on it. */
  gate?: ConcurrencyGate;
  now?: () => number;
}

/**
 * Company search with its answers kept in this process: the catalogue changes a few times a day (imports, the
 * daily refresh) while the same words are searched all day, and the answer is the same for every user. Any change
 * to `companies` fires a trigger whose notification clears the cache in every process; while the feed is not live
 * nothing is served from it.
 */
export function createCachedSearch({ db, log, feed, ttlMs, gate, now = Date.now }: CachedSearchDeps) {
  const run = (term: string) => {
    const work = () => searchCompanies(db, term, log);
    return gate ? gate(work) : work();
  };
  if (ttlMs <= 0) {
    return async (rawQuery: string): Promise<CompanyDto[]> => {
      const term = checkQuery(rawQuery);
      return term.length < MIN_QUERY_LENGTH ? [] : run(term);
    };
  }

  const entries = new Map<string, { companies: CompanyDto[]; until: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  feed.on(CATALOGUE_CHANGED_CHANNEL, clear);
  feed.onReset(clear);

  return async (rawQuery: string): Promise<CompanyDto[]> => {
    const term = checkQuery(rawQuery);
    if (term.length < MIN_QUERY_LENGTH) return [];
    if (!feed.isLive()) return run(term);
    const entry = entries.get(term);
    if (entry && entry.until > now()) return entry.companies;
    const seen = generation;
    const companies = await run(term);
    if (seen === generation && feed.isLive()) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(term); // re-inserted last, so the oldest entry is the first evicted
      entries.set(term, { companies, until: now() + ttlMs });
    }
    return companies;
  };
}
