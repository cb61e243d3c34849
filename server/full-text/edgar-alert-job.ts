import type { Schedules } from '#server/jobs/schedules.ts';
import { type JobRunner, RetryableJobError } from '#server/jobs/types.ts';
import { alertFromEdgarSearch, type EdgarAlertDeps } from './edgar-search-alerts.ts';

const EDGAR_SEARCH_ALERTS_KIND = 'saved-search-edgar-alerts';

/**
 * Daily at 07:00 UTC, once EDGAR's day (filings accepted until 22:00 Eastern) is over and indexed by its full-text
 * search: saved searches alert on every filer's filings, not only those stored here (ADR 0322). Its own schedule,
 * not the 30-minute alert run: one request per distinct query a day is what fair access allows for this.
 */
export function registerEdgarAlertJob(deps: EdgarAlertDeps & { jobs: JobRunner; schedules: Schedules }) {
  deps.jobs.register(
    EDGAR_SEARCH_ALERTS_KIND,
    async (ctx) => {
      const result = await alertFromEdgarSearch(deps);
      for (const failure of result.failed)
        await ctx.log('warn', `EDGAR full-text search failed for “${failure.q}”: ${failure.reason}`);
      if (result.unknownFilers)
        await ctx.log(
          'info',
          `${result.unknownFilers} filers EDGAR named are not in the catalogue: no alert`,
        );
      // EDGAR down for every query: worth an earlier retry today; a partial failure waits for tomorrow's run.
      if (result.failed.length && result.failed.length === result.requests)
        throw new RetryableJobError('EDGAR full-text search answered no saved search', 30 * 60 * 1000);
      await ctx.log(
        'success',
        `${result.requests} EDGAR full-text searches, ${result.alerts} new saved-search alerts`,
      );
    },
    { oneAtATime: true, maxAttempts: 3 },
  );
  deps.schedules.define({
    name: EDGAR_SEARCH_ALERTS_KIND,
    kind: EDGAR_SEARCH_ALERTS_KIND,
    defaultCron: '0 7 * * *',
  });
}
