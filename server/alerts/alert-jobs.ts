import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { Schedules } from '#server/jobs/schedules.ts';
import { type JobRunner, RetryableJobError } from '#server/jobs/types.ts';
import { type AlertDeps, runAlerts } from './alert-run.ts';
import { sendWeeklyDigests } from './weekly-digest.ts';

export const ALERTS_KIND = 'alerts-check';
export const DIGEST_KIND = 'alerts-digest';

/** Registers the alert run (every 30 minutes) and the Monday digest (08:00 UTC) on the shared runner. */
export function registerAlertJobs(
  deps: AlertDeps & { cache: EdgarCache; jobs: JobRunner; schedules: Schedules },
) {
  deps.jobs.register(
    ALERTS_KIND,
    async (ctx) => {
      const result = await runAlerts(deps, ctx.signal);
      if (result.pollReason)
        await ctx.log('info', `Read all ${result.companies} saved companies: ${result.pollReason}`);
      else
        await ctx.log(
          'info',
          `EDGAR's daily index named ${result.read} of ${result.companies} saved companies as having filed`,
        );
      for (const note of result.notes) await ctx.log('info', note);
      await ctx.progress({ total: result.companies, imported: result.created, errors: result.failed.length });
      if (result.failed.length)
        await ctx.log(
          'warn',
          `Could not read ${result.failed.length} companies; they are checked again next run`,
        );
      // EDGAR down for every company: worth an earlier retry than the next scheduled run.
      if (result.read > 0 && result.failed.length === result.read)
        throw new RetryableJobError('EDGAR did not answer for any saved company', 5 * 60 * 1000);
      await ctx.log('success', `${result.created} new alerts, ${result.mailed} e-mails`);
    },
    { oneAtATime: true, maxAttempts: 3 },
  );
  deps.jobs.register(
    DIGEST_KIND,
    async (ctx) => {
      const { sent, failed } = await sendWeeklyDigests(deps);
      // The digests already sent are marked: the retry sends only the ones that failed.
      if (failed)
        throw new RetryableJobError(
          `${failed} weekly digests could not be sent (${sent} sent)`,
          15 * 60 * 1000,
        );
      await ctx.log('success', `${sent} weekly digests sent`);
    },
    { oneAtATime: true, maxAttempts: 4 },
  );
  deps.schedules.define({ name: 'alerts-check', kind: ALERTS_KIND, defaultCron: '*/30 * * * *' });
  deps.schedules.define({ name: 'alerts-digest', kind: DIGEST_KIND, defaultCron: '0 8 * * 1' });
}
