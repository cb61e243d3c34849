import type { Schedules } from '#server/jobs/schedules.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import { type IndexDeps, indexPendingFilings } from './index-filings.ts';

const FULL_TEXT_INDEX_KIND = 'full-text-index';

/**
 * Every five minutes, indexes the filings stored since the last run (and, on the first runs after the migration,
 * the ones stored before the index existed): the filings pipeline stays untouched and a parse never slows a request.
 */
export function registerIndexJob(deps: IndexDeps & { jobs: JobRunner; schedules: Schedules }) {
  deps.jobs.register(
    FULL_TEXT_INDEX_KIND,
    async (ctx) => {
      const { filings, passages, alerts } = await indexPendingFilings(deps);
      await ctx.log(
        'success',
        `Indexed ${passages} passages of ${filings} filings; ${alerts} saved-search alerts`,
      );
    },
    { oneAtATime: true, maxAttempts: 3 },
  );
  deps.schedules.define({
    name: FULL_TEXT_INDEX_KIND,
    kind: FULL_TEXT_INDEX_KIND,
    defaultCron: '*/5 * * * *',
  });
}
