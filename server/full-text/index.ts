import type { FeatureModule } from '../http/feature-module.ts';
import type { Schedules } from '../jobs/schedules.ts';
import type { JobRunner } from '../jobs/types.ts';
import type { IndexDeps } from './index-filings.ts';
import { registerIndexJob } from './index-job.ts';
import { createFullTextRoutes, type FullTextDeps } from './routes.ts';

type Deps = FullTextDeps & IndexDeps & { jobs: JobRunner; schedules: Schedules };

/** Full-text search across stored filings (ADR 0316): the passage index, its indexing job and the search route. */
export const fullTextModule: FeatureModule<Deps> = {
  name: 'full-text',
  routes: createFullTextRoutes,
  jobs: registerIndexJob,
};
