import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { accession, alertForm, id, isoDate, periodicForm, timestamp } from './fields.ts';

/**
 * Alerts for saved companies, Upcoming Releases and the calendar feed. The JSON routes need a
 * session and touch only the caller's rows. The unsubscribe pages and the `.ics` feed are authorised by the
 * signed or secret token in their address instead, so they answer signed out (and a mail provider's one-click
 * POST is exempt from the origin check).
 */

const alertItem = z.object({
  id,
  ticker: z.string(),
  company_name: z.string(),
  form: alertForm,
  filing_date: isoDate,
  accession_number: accession,
  /** 8-K items decoded ('2.02 Results of Operations and Financial Condition'). */
  items: z.array(z.string()),
  /** For a 10-K or 10-Q: risk factors its 'What changed' calls new; null when not compared. */
  new_risk_factors: z.nullable(z.int()),
  /**
   * The saved filing search that raised the alert (null: a saved company's filing), with what it looked for so the
   * screen can run it again (null for alerts raised before that was kept).
   */
  saved_search: z.nullable(
    z.object({
      name: z.string(),
      search: z.nullable(
        z.object({ q: z.string(), forms: z.array(alertForm), sector: z.nullable(z.string()) }),
      ),
    }),
  ),
  read: z.boolean(),
  created_at: timestamp,
});

const upcomingRelease = z.object({
  ticker: z.string(),
  company_name: z.string(),
  form: periodicForm,
  period_end: isoDate,
  expected_date: isoDate,
  earliest_date: isoDate,
  latest_date: isoDate,
  /** The SEC deadline the prediction is bounded by (period end + the filer category's days). */
  deadline: isoDate,
  /** 'usually files 28–31 days after quarter end' */
  confidence: z.string(),
  /** How many past filings the lag is learned from. */
  samples: z.int().check(z.nonnegative()),
});

const alertList = z.object({ id, name: z.string(), forms: z.array(alertForm) });

export type UpcomingRelease = z.output<typeof upcomingRelease>;
export type AlertList = z.output<typeof alertList>;

const tags = ['Alerts'];
const unreadCount = z.int().check(z.nonnegative());
/** A missing or malformed token is as unknown as a forged one: 404 with the page's text, never a 400. */
const tokenQuery = z.object({ token: z.optional(z.string()) });
const html = { kind: 'text', contentType: 'text/html' } as const;

/** At most this many alerts are answered, newest filing first. */
export const ALERTS_SHOWN = 100;

export const getAlerts = defineEndpoint({
  method: 'get',
  path: '/alerts',
  summary: "The caller's alerts, newest filing first, with how many are unread",
  tags,
  auth: 'user',
  response: z.object({ unread: unreadCount, alerts: z.array(alertItem) }),
  errors: [],
});

export const markAlertsRead = defineEndpoint({
  method: 'post',
  path: '/alerts/read',
  summary: "Mark the given alerts read, or all of them ('Mark all read') when no ids are given",
  tags,
  auth: 'user',
  body: z.strictObject({ ids: z.optional(z.array(id).check(z.maxLength(500))) }),
  response: z.object({ unread: unreadCount }),
  errors: [],
});

export const checkAlertsNow = defineEndpoint({
  method: 'post',
  path: '/alerts/check',
  summary: "'Check now': queue the shared alert run unless one is already waiting or running",
  tags,
  auth: 'user',
  response: z.object({
    job_id: z.string(),
    state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  }),
  status: 202,
  errors: [],
});

export const getAlertLists = defineEndpoint({
  method: 'get',
  path: '/alerts/lists',
  summary: "The caller's lists with the forms that alert them for each (all three until chosen)",
  tags,
  auth: 'user',
  response: z.object({ lists: z.array(alertList) }),
  errors: [],
});

export const setAlertListForms = defineEndpoint({
  method: 'put',
  path: '/alerts/lists/:listId',
  summary: 'Choose which forms alert the caller for the companies in one of their lists',
  tags,
  auth: 'user',
  params: z.object({ listId: id }),
  body: z.strictObject({ forms: z.array(alertForm).check(z.maxLength(3)) }),
  response: z.object({ id, forms: z.array(alertForm) }),
  errors: ['LIST_NOT_FOUND'],
});

export const unsubscribePage = defineEndpoint({
  method: 'get',
  path: '/alerts/unsubscribe/:token',
  summary: "The e-mail's unsubscribe link: a confirmation page whose button unsubscribes (HTML)",
  tags,
  auth: 'public',
  params: z.object({ token: z.string() }),
  response: html,
  errors: ['NOT_FOUND'],
});

export const unsubscribePageByQuery = defineEndpoint({
  method: 'get',
  path: '/alerts/unsubscribe',
  summary: 'The same confirmation page with the token in the query (HTML)',
  tags,
  auth: 'public',
  query: tokenQuery,
  response: html,
  errors: ['NOT_FOUND'],
});

export const unsubscribe = defineEndpoint({
  method: 'post',
  path: '/alerts/unsubscribe',
  summary:
    "Unsubscribe: the confirmation page's form or a mail provider's RFC 8058 one-click POST (form-encoded body, not read; the signed token authorises; no origin check). Answers an HTML page",
  tags,
  auth: 'public',
  query: tokenQuery,
  response: html,
  errors: ['NOT_FOUND'],
});

export const getUpcoming = defineEndpoint({
  method: 'get',
  path: '/upcoming',
  summary:
    "The next 10-K and 10-Q of every company the caller saved, soonest first, predicted from each company's own lags",
  tags,
  auth: 'user',
  response: z.object({
    releases: z.array(upcomingRelease),
    /** Saved companies whose history could not be read now (EDGAR away): shown as such, not silently dropped. */
    unavailable: z.array(z.string()),
  }),
  errors: [],
});

export const getCalendar = defineEndpoint({
  method: 'get',
  path: '/calendar',
  summary: 'Whether the caller has a working calendar feed address, and until when it works',
  tags,
  auth: 'user',
  response: z.object({ enabled: z.boolean(), expires_at: z.nullable(timestamp) }),
  errors: [],
});

export const rotateCalendarToken = defineEndpoint({
  method: 'post',
  path: '/calendar/token',
  summary: 'A new secret calendar feed address (the old one stops working), valid for a year; shown once',
  tags,
  auth: 'user',
  response: z.object({ url: z.string(), expires_at: timestamp }),
  errors: [],
});

export const revokeCalendarToken = defineEndpoint({
  method: 'delete',
  path: '/calendar/token',
  summary: 'Turn the calendar feed address off',
  tags,
  auth: 'user',
  response: empty,
  errors: [],
});

export const getCalendarFeed = defineEndpoint({
  method: 'get',
  path: '/calendar/:file',
  summary: 'The Upcoming Releases as an iCalendar feed: `<secret token>.ics` (the token authorises)',
  tags,
  auth: 'public',
  params: z.object({ file: z.string() }),
  response: { kind: 'text', contentType: 'text/calendar' },
  errors: ['NOT_FOUND'],
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const alertsEndpoints = [
  getAlerts,
  markAlertsRead,
  checkAlertsNow,
  getAlertLists,
  setAlertListForms,
  unsubscribePage,
  unsubscribePageByQuery,
  unsubscribe,
  getUpcoming,
  getCalendar,
  rotateCalendarToken,
  revokeCalendarToken,
  getCalendarFeed,
];
