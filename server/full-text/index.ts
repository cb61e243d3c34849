import type { FeatureModule } from '#server/http/feature-module.ts';
import type { Schedules } from '#server/jobs/schedules.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import { registerEdgarAlertJob } from './edgar-alert-job.ts';
import type { IndexDeps } from './index-filings.ts';
import { registerIndexJob } from './index-job.ts';
import { createFullTextRoutes, type FullTextDeps } from './routes.ts';

/** For the account export: the user's saved filing searches. */
export { savedSearchesOf } from './saved-searches.ts';

type Deps = FullTextDeps & IndexDeps & { jobs: JobRunner; schedules: Schedules };

/**
 * Full-text search across stored filings (ADR 0316): the passage index, its indexing job, the search route, saved
 * searches and the daily job that alerts them from EDGAR's full-text search (ADR 0322).
 */
export const fullTextModule: FeatureModule<Deps> = {
  name: 'full-text',
  routes: createFullTextRoutes,
  jobs(deps) {
    registerIndexJob(deps);
    registerEdgarAlertJob(deps);
  },
};
