import { and, eq, gte } from 'drizzle-orm';
import { notificationRecipients } from '../accounts/profile-service.ts';
import { usersWithSavedCompanies } from '../companies/index.ts';
import type { EdgarCache } from '../filings/edgar/edgar-cache.ts';
import { weeklyDigestMail } from './alert-mail.ts';
import { type AlertDeps, mailLinks } from './alert-run.ts';
import { alertDigests, alerts } from './schema.ts';
import { upcomingReleases } from './upcoming.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week `now` falls in: the digest's key, so a repeated run sends nothing twice. */
export function weekOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

/** Monday's summary for every user with saved companies and 'Weekly Digest' on: last week's alerts and what is due. */
export async function sendWeeklyDigests(deps: AlertDeps & { cache: EdgarCache }): Promise<number> {
  const now = deps.clock();
  const week = weekOf(now);
  const prefs = await notificationRecipients(deps.db, await usersWithSavedCompanies(deps.db));
  let sent = 0;
  for (const [userId, pref] of prefs) {
    if (!pref.emailNotifications || !pref.weeklyDigest) continue;
    const recent = await deps.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, userId), gte(alerts.createdAt, new Date(now.getTime() - WEEK_MS))));
    const horizon = new Date(now.getTime() + 4 * WEEK_MS).toISOString().slice(0, 10);
    const upcoming = (await upcomingReleases(deps, userId)).releases
      .filter(
        (release) =>
          release.expected_date >= now.toISOString().slice(0, 10) && release.expected_date <= horizon,
      )
      .map(
        (release) =>
          `${release.ticker} ${release.form} around ${release.expected_date} (${release.confidence})`,
      );
    const [claimed] = await deps.db
      .insert(alertDigests)
      .values({ userId, week, alertCount: recent.length })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    await deps.mailer.send({
      to: pref.email,
      ...weeklyDigestMail(recent, upcoming, mailLinks(deps, userId, 'digest')),
    });
    sent += 1;
  }
  return sent;
}
