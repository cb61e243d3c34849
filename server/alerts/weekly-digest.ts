import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { notificationRecipients } from '#server/accounts/profile-service.ts';
import { usersWithSavedCompanies } from '#server/companies/index.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import { weeklyDigestMail } from './alert-mail.ts';
import { type AlertDeps, MAIL_LEASE_MS, mailLinks } from './alert-run.ts';
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

export interface DigestRunResult {
  sent: number;
  /** Digests whose send failed: their claim is released, so the job's retry sends them. */
  failed: number;
}

/**
 * Monday's summary for every user with saved companies or last week's alerts (a saved search's) and 'Weekly Digest'
 * on: last week's alerts and what is due.
 * Each (user, week) is claimed before sending and marked sent after, so a repeated or concurrent run sends nothing
 * twice; a failed send releases its claim and a claim left by a run that died lapses after MAIL_LEASE_MS, so none
 * is lost.
 */
export async function sendWeeklyDigests(deps: AlertDeps & { cache: EdgarCache }): Promise<DigestRunResult> {
  const now = deps.clock();
  const week = weekOf(now);
  const since = new Date(now.getTime() - WEEK_MS);
  // A user with saved searches but no saved company still hears of last week's alerts (ADR 0322).
  const alerted = await deps.db
    .selectDistinct({ userId: alerts.userId })
    .from(alerts)
    .where(gte(alerts.createdAt, since));
  const users = new Set([...(await usersWithSavedCompanies(deps.db)), ...alerted.map((row) => row.userId)]);
  const prefs = await notificationRecipients(deps.db, [...users]);
  const result: DigestRunResult = { sent: 0, failed: 0 };
  for (const [userId, pref] of prefs) {
    if (!pref.emailNotifications || !pref.weeklyDigest) continue;
    const recent = await deps.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.userId, userId), gte(alerts.createdAt, since)));
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
    const thisDigest = and(eq(alertDigests.userId, userId), eq(alertDigests.week, week));
    const [claimed] = await deps.db
      .insert(alertDigests)
      .values({ userId, week, alertCount: recent.length, claimedAt: now })
      .onConflictDoUpdate({
        target: [alertDigests.userId, alertDigests.week],
        set: { claimedAt: now, alertCount: recent.length },
        setWhere: and(
          isNull(alertDigests.sentAt),
          lt(alertDigests.claimedAt, new Date(now.getTime() - MAIL_LEASE_MS)),
        ),
      })
      .returning({ userId: alertDigests.userId });
    if (!claimed) continue;
    try {
      await deps.mailer.send({
        to: pref.email,
        ...weeklyDigestMail(recent, upcoming, mailLinks(deps, userId, 'digest')),
      });
    } catch {
      await deps.db.delete(alertDigests).where(and(thisDigest, isNull(alertDigests.sentAt)));
      result.failed += 1;
      continue;
    }
    await deps.db.update(alertDigests).set({ sentAt: deps.clock() }).where(thisDigest);
    result.sent += 1;
  }
  return result;
}
