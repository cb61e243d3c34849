/**
 * The alerts feature's public module: its routes and jobs for the app, and for other features a user's alert settings
 * and alerts (for their export) and the product-update mail an admin sends to the users who opted in.
 */
import type { ParsedFilings } from '#server/filings/index.ts';
import type { FeatureModule } from '#server/http/feature-module.ts';
import type { Schedules } from '#server/jobs/schedules.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { registerAlertJobs } from './alert-jobs.ts';
import { registerProductUpdateJob } from './product-updates.ts';
import { type AlertsDeps, createAlertRoutes } from './routes.ts';

export { alertDataOf } from './personal-data.ts';
/** The next 10-K and 10-Q from a company's history, for the account brief. */
export { predictRelease, type ReleasePrediction } from './predict-releases.ts';
export { PRODUCT_UPDATE_KIND, type ProductUpdate } from './product-updates.ts';
export { UNSUBSCRIBE_PATH } from './routes.ts';
/** For the full-text feature: a new filing matching a saved search becomes the user's alert (ADR 0319). */
export { type SearchAlert, storeSearchAlerts } from './search-alerts.ts';

export interface AlertsModuleDeps extends AlertsDeps {
  mailer: Mailer;
  schedules: Schedules;
  /** For the count of new risk factors a new 10-K's or 10-Q's alert names. */
  parsedFilings: ParsedFilings;
}

export const alertsModule: FeatureModule<AlertsModuleDeps> = {
  name: 'alerts',
  routes: createAlertRoutes,
  jobs(deps) {
    const { db, edgar, edgarCache: cache, mailer, secret, clock, jobs, schedules, parsedFilings } = deps;
    const appUrl = deps.config.APP_URL;
    registerProductUpdateJob({ db, mailer, secret, appUrl, clock, jobs });
    registerAlertJobs({
      changes: { db, edgar, cache, clock, parsedFilings },
      db,
      edgar,
      cache,
      mailer,
      secret,
      appUrl,
      clock,
      jobs,
      schedules,
    });
  },
};
