import type { z } from 'zod';
import { savedCompaniesOf } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { type HistoryDeps, loadDigest } from '#server/filings/history/company-history.ts';
import type { getUpcoming, UpcomingRelease } from '../../contract/alerts.ts';
import { predictRelease } from './predict-releases.ts';

export type UpcomingResponse = z.input<typeof getUpcoming.response>;

/** The next 10-K and 10-Q of every company the user saved, soonest first. */
export async function upcomingReleases(
  deps: HistoryDeps & { db: Db },
  userId: string,
): Promise<UpcomingResponse> {
  const releases: UpcomingRelease[] = [];
  const unavailable: string[] = [];
  for (const company of await savedCompaniesOf(deps.db, userId)) {
    try {
      const { digest } = await loadDigest(deps, company.ticker);
      for (const form of ['10-K', '10-Q'] as const) {
        const prediction = predictRelease(digest.filings, form);
        if (prediction) releases.push({ ticker: company.ticker, company_name: company.name, ...prediction });
      }
    } catch {
      unavailable.push(company.ticker);
    }
  }
  releases.sort((a, b) => a.expected_date.localeCompare(b.expected_date) || a.ticker.localeCompare(b.ticker));
  return { releases, unavailable };
}
