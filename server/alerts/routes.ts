import { type Context, Hono } from 'hono';
import { getProfile, updateNotifications } from '#server/accounts/profile-service.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import * as contract from '../../contract/alerts.ts';
import { listAlertForms, listAlerts, markRead, setAlertForms } from './alert-inbox.ts';
import { ALERTS_KIND } from './alert-jobs.ts';
import {
  calendarFeed,
  calendarOwner,
  calendarStatus,
  revokeCalendarToken,
  rotateCalendarToken,
} from './calendar-feed.ts';
import { MAIL_KINDS, readUnsubscribeToken } from './unsubscribe-token.ts';
import { upcomingReleases } from './upcoming.ts';

/** Where mail providers POST an RFC 8058 one-click unsubscribe: exempt from the origin check, token-authorised. */
export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

function page(title: string, message: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:4rem auto"><h1>${title}</h1><p>${message}</p></body></html>`;
}

export interface AlertsDeps extends RouteDeps {
  db: Db;
  edgar: EdgarClient;
  edgarCache: EdgarCache;
  jobs: JobRunner;
  clock: Clock;
  /** Signs the calendar feed's and the unsubscribe links' tokens. */
  secret: string;
  config: Pick<Config, 'APP_URL'>;
}

export function createAlertRoutes(deps: AlertsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const { db } = deps;
  const history = { db, edgar: deps.edgar, cache: deps.edgarCache, clock: deps.clock };

  route(contract.getAlerts, (c) => listAlerts(db, c.get('user').id));

  /** Marks the given alerts read, or all of them ('mark all read') when no ids are given. */
  route(contract.markAlertsRead, async (c, { body }) => ({
    unread: await markRead(db, c.get('user').id, body.ids, deps.clock()),
  }));

  /**
   * 'Check now': queues the shared alert run unless one is already waiting or running (so many users pressing it
   * make one run, paced by the EDGAR limiter like the scheduled one).
   */
  route(contract.checkAlertsNow, async (c) => {
    const pending = (await deps.jobs.list({ kind: ALERTS_KIND, limit: 5 })).find(
      (job) => job.state === 'queued' || job.state === 'running',
    );
    const job = pending ?? (await deps.jobs.enqueue(ALERTS_KIND, {}, { userId: c.get('user').id }));
    return { job_id: job.id, state: job.state };
  });

  /** The user's lists with the forms that alert them for each (all three until chosen). */
  route(contract.getAlertLists, async (c) => ({ lists: await listAlertForms(db, c.get('user').id) }));

  route(contract.setAlertListForms, (c, { params: { listId }, body }) =>
    setAlertForms(db, c.get('user').id, listId, body.forms as string[], deps.clock()),
  );

  /**
   * The mail's link opens a confirmation page (a mail scanner that follows links unsubscribes nobody); its button,
   * and a mail provider's RFC 8058 one-click POST, unsubscribe. Signed token, so both work signed out; forged or
   * expired → 404.
   */
  const confirmPage = (c: Context, token: string) => {
    const reader = readUnsubscribeToken(deps.secret, token, deps.clock().getTime());
    if (!reader) throw AppError.notFound('This unsubscribe link is not valid.');
    const what = MAIL_KINDS[reader.kind].name;
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    return c.html(
      page(
        'Unsubscribe',
        `Stop receiving ${what} by e-mail?</p><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form><p>`,
      ),
    );
  };
  // A missing or malformed token is as unknown as a forged one.
  const queryToken = (token: string | undefined) => (token ?? '').slice(0, 300);

  route(contract.unsubscribePage, (c, { params }) => confirmPage(c, params.token.slice(0, 300)));
  route(contract.unsubscribePageByQuery, (c, { query }) => confirmPage(c, queryToken(query.token)));

  route(contract.unsubscribe, async (c, { query }) => {
    const token = queryToken(query.token);
    const reader = readUnsubscribeToken(deps.secret, token, deps.clock().getTime());
    if (!reader) throw AppError.notFound('This unsubscribe link is not valid.');
    const { notifications } = await getProfile(db, reader.userId);
    const { setting, name: what } = MAIL_KINDS[reader.kind];
    await updateNotifications(db, reader.userId, { ...notifications, [setting]: false }, deps.clock());
    return c.html(
      page(
        'Unsubscribed',
        `You will no longer receive ${what} by e-mail. You can turn it back on in your account's Notifications.`,
      ),
    );
  });

  route(contract.getUpcoming, (c) => upcomingReleases(history, c.get('user').id));

  route(contract.getCalendar, (c) => calendarStatus(db, c.get('user').id, deps.clock()));

  /** A new secret feed URL (the old one stops working). The token is shown once; only its hash is kept. */
  route(contract.rotateCalendarToken, async (c) => {
    const { token, expiresAt } = await rotateCalendarToken(db, c.get('user').id, deps.clock());
    return { url: `${deps.config.APP_URL}/api/calendar/${token}.ics`, expires_at: expiresAt };
  });

  route(contract.revokeCalendarToken, async (c) => {
    await revokeCalendarToken(db, c.get('user').id);
  });

  route(contract.getCalendarFeed, async (c, { params: { file } }) => {
    const userId = file.endsWith('.ics') ? await calendarOwner(db, file.slice(0, -4), deps.clock()) : null;
    if (!userId) throw AppError.notFound('Not found');
    const { releases } = await upcomingReleases(history, userId);
    return c.body(calendarFeed(releases, deps.clock()), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=900',
    });
  });

  return app;
}
