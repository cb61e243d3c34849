import type { SecFiling } from './types';

const sameFiling = (a: SecFiling, b: SecFiling) =>
  a.ticker === b.ticker && a.filing_type === b.filing_type && a.accession_number === b.accession_number;

/** The spec's merge rule: a filing with the same ticker, type and accession number replaces the old one, others are appended. */
export function mergeFilings(current: readonly SecFiling[], incoming: readonly SecFiling[]): SecFiling[] {
  const merged = [...current];
  for (const filing of incoming) {
    const index = merged.findIndex((existing) => sameFiling(existing, filing));
    if (index >= 0) merged[index] = filing;
    else merged.push(filing);
  }
  return merged;
}
