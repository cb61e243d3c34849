import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { notificationRecipients } from '#server/accounts/profile-service.ts';
import { saversOf } from '#server/companies/index.ts';
import type { Db } from '#server/db/client.ts';
import { edgarDay } from '#server/edgar/daily-index.ts';
import type { EdgarCache } from '#server/edgar/edgar-cache.ts';
import type { EdgarClient } from '#server/edgar/edgar-client.ts';
import { type ChangesDeps, filingChanges } from '#server/filings/changes/filing-changes.ts';
import { fetchFilingByAccession } from '#server/filings/fetch-filings.ts';
import { revalidateSubmissions } from '#server/filings/history/company-history.ts';
import { decodeItems } from '#server/filings/history/eight-k-items.ts';
import type { DigestFiling } from '#server/filings/history/submissions-digest.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { filingAlertMail } from './alert-mail.ts';
import { ALERT_FORMS, cikOf, planAlertRun, saveProgress } from './alert-plan.ts';
import { listFormChoices, saversOfCompany } from './saved-companies.ts';
import { alertBaselines, alerts } from './schema.ts';
import { type MailKind, unsubscribeToken } from './unsubscribe-token.ts';

/** The forms with a 'What changed' (risk factors compared with the 10-K before). */
const PERIODIC = new Set(['10-K', '10-Q']);
/** An alert older than this is not mailed any more (a user who turns alerts on later gets no backlog). */
const MAIL_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/**
 * A claim on an e-mail older than this belongs to a run that died while sending (a restart): the mail goes out
 * with the next run. Longer than any send takes (SMTP time-outs are minutes), so a live send is never doubled.
 */
export const MAIL_LEASE_MS = 15 * 60 * 1000;

export interface AlertDeps {
  /** With these, a new 10-K's or 10-Q's alert says how many risk factors its 'What changed' calls new. */
  changes?: ChangesDeps;
  db: Db;
  edgar: EdgarClient;
  /** Holds each company's submissions with EDGAR's validators, for conditional requests. */
  cache: EdgarCache;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  clock: () => Date;
}

export interface AlertRunResult {
  /** Watched companies. */
  companies: number;
  /** Of them, those whose submissions were read (the daily index named them, or every one when polling). */
  read: number;
  /** Why every watched company was read instead of those the daily index named (null: the index chose). */
  pollReason: string | null;
  /** Days whose daily index is not published yet. */
  notes: string[];
  created: number;
  mailed: number;
  /** Companies whose submissions EDGAR answered 304 Not Modified for (the held copy was used). */
  notModified: number;
  /** Companies whose submissions could not be read: looked at again on the next run (nothing is lost). */
  failed: string[];
}

export function mailLinks(
  deps: Pick<AlertDeps, 'secret' | 'appUrl' | 'clock'>,
  userId: string,
  kind: MailKind,
) {
  const token = unsubscribeToken(deps.secret, userId, kind, deps.clock().getTime());
  return {
    // The dashboard's Alerts section; signed out, the sign-in page comes back here.
    open: `${deps.appUrl}/dashboard?page=alerts`,
    unsubscribe: `${deps.appUrl}/api/alerts/unsubscribe/${token}`,
    /** RFC 8058 one-click: what a mail provider POSTs to (the link above only opens a confirmation page). */
    oneClick: `${deps.appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/**
 * One alert run: the plan (EDGAR's daily index names the saved companies that filed since the last run), each of
 * them read once (through the shared EDGAR limiter), every 10-K, 10-Q and 8-K filed since a user saved the company
 * stored as that user's alert (a repeat is ignored by the unique key, so a run cut short by a restart is simply run
 * again, from the same stored progress), then the e-mails not yet sent.
 */
export async function runAlerts(deps: AlertDeps, signal?: AbortSignal): Promise<AlertRunResult> {
  const plan = await planAlertRun(deps, signal);
  const result: AlertRunResult = {
    companies: plan.watchedCount,
    read: plan.toRead.length,
    pollReason: plan.pollReason,
    notes: plan.notes,
    created: 0,
    mailed: 0,
    notModified: 0,
    failed: [],
  };
  const failedCiks: number[] = [];
  const formsOfList = plan.toRead.length ? await listFormChoices(deps.db) : new Map<string, string[]>();
  for (const company of plan.toRead) {
    if (signal?.aborted) break;
    let filings: DigestFiling[];
    try {
      const cik10 = company.cik!.padStart(10, '0');
      // Always asked again, but conditionally: unchanged submissions are a 304 without a body.
      const read = await revalidateSubmissions(deps, cik10, 0, { serveStale: false });
      filings = read.data.filings;
      if (read.notModified) result.notModified += 1;
    } catch {
      result.failed.push(company.ticker);
      failedCiks.push(cikOf(company));
      continue;
    }
    const watchedForms = filings.filter((filing) => ALERT_FORMS.has(filing.form));
    const baselines = await baselinesFor(deps.db, company.companyId, watchedForms);
    // Read with the company, not by the plan: at scale the savers of a day's companies are thousands of rows.
    const savers = await saversOfCompany(deps.db, company.companyId, formsOfList);
    const rows = savers.flatMap((saver) => {
      // In EDGAR's dates (New York's day): saved at 20:00 there, a filing dated that day is still news.
      const since = edgarDay(saver.since);
      const baseline = baselines.get(saver.userId);
      const isNew = (filing: (typeof filings)[number]) =>
        filing.filingDate >= since ||
        (baseline !== undefined &&
          (filing.filingDate > baseline.seenThrough ||
            (filing.filingDate === baseline.seenThrough &&
              !baseline.seenAccessions.includes(filing.accessionNumber))));
      return watchedForms
        .filter((filing) => saver.forms.has(filing.form) && isNew(filing))
        .map((filing) => ({
          userId: saver.userId,
          companyId: company.companyId,
          ticker: company.ticker,
          companyName: company.name,
          accessionNumber: filing.accessionNumber,
          form: filing.form,
          filingDate: filing.filingDate,
          items: decodeItems(filing.items).map((item) => `${item.code} ${item.name}`),
        }));
    });
    if (!rows.length) continue;
    const inserted = await deps.db
      .insert(alerts)
      .values(rows)
      .onConflictDoNothing({ target: [alerts.userId, alerts.accessionNumber] })
      .returning({ id: alerts.id, form: alerts.form, accessionNumber: alerts.accessionNumber });
    result.created += inserted.length;
    await countNewRisks(
      deps,
      new Set(inserted.filter((row) => PERIODIC.has(row.form)).map((row) => row.accessionNumber)),
    );
  }
  if (!signal?.aborted) await saveProgress(deps.db, { ...plan.next, retryCiks: failedCiks }, plan.startedAt);
  result.mailed = await mailPendingAlerts(deps);
  return result;
}

/**
 * 'New risk factors' for new 10-K and 10-Q alerts: the filing and the 10-K before it are fetched (through the
 * limiter) and compared (a 10-Q's Part II Item 1A against that 10-K). Best effort: an alert whose comparison fails just says nothing about risks.
 */
async function countNewRisks(deps: AlertDeps, accessions: Set<string>) {
  if (!deps.changes) return;
  for (const accession of accessions) {
    try {
      const [row] = await deps.db.select().from(alerts).where(eq(alerts.accessionNumber, accession)).limit(1);
      if (!row) continue;
      await fetchFilingByAccession(deps.changes, row.ticker, accession);
      const changes = await filingChanges(deps.changes, accession);
      if (!changes.risk_factors?.compared) continue;
      await deps.db
        .update(alerts)
        .set({ newRiskFactors: changes.risk_factors.counts.new })
        .where(eq(alerts.accessionNumber, accession));
    } catch {
      // The alert stands without the count.
    }
  }
}

/**
 * Each saver's baseline for the company: what was listed the first time a run looked (stored now for savers who have
 * none; a concurrent run storing the same baseline is ignored).
 */
async function baselinesFor(
  db: Db,
  companyId: string,
  filings: { filingDate: string; accessionNumber: string }[],
) {
  // ISO dates compare as strings: the latest filing date.
  const seenThrough =
    filings
      .map((filing) => filing.filingDate)
      .sort()
      .at(-1) ?? '';
  const seenAccessions = filings.filter((f) => f.filingDate === seenThrough).map((f) => f.accessionNumber);
  const savers = await saversOf(db, companyId);
  const existing = await db.select().from(alertBaselines).where(eq(alertBaselines.companyId, companyId));
  const known = new Map(existing.map((row) => [row.userId, row]));
  const missing = savers.filter((userId) => !known.has(userId));
  if (missing.length)
    await db
      .insert(alertBaselines)
      .values(missing.map((userId) => ({ userId, companyId, seenThrough, seenAccessions })))
      .onConflictDoNothing();
  return known;
}

/**
 * Mails each recent unsent alert to users with 'SEC Filing Alerts' on. The row is claimed (`mail_claimed_at`) before
 * sending, so two runs never send the same alert, and marked sent (`emailed_at`) after; a failed send releases the
 * claim, and a claim a dead run left behind lapses after MAIL_LEASE_MS, so a restart loses no e-mail.
 */
async function mailPendingAlerts(deps: AlertDeps): Promise<number> {
  const now = deps.clock();
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  const unclaimed = () =>
    or(isNull(alerts.mailClaimedAt), lt(alerts.mailClaimedAt, new Date(now.getTime() - MAIL_LEASE_MS)));
  const pending = await deps.db
    .select()
    .from(alerts)
    .where(and(isNull(alerts.emailedAt), gte(alerts.createdAt, since), unclaimed()));
  const prefs = await notificationRecipients(deps.db, [...new Set(pending.map((alert) => alert.userId))]);
  let mailed = 0;
  for (const alert of pending) {
    const pref = prefs.get(alert.userId);
    if (!pref?.emailNotifications || !pref.secFilingAlerts) continue;
    const [claimed] = await deps.db
      .update(alerts)
      .set({ mailClaimedAt: deps.clock() })
      .where(and(eq(alerts.id, alert.id), isNull(alerts.emailedAt), unclaimed()))
      .returning({ id: alerts.id });
    if (!claimed) continue;
    try {
      await deps.mailer.send({
        to: pref.email,
        ...filingAlertMail(alert, mailLinks(deps, alert.userId, 'alerts')),
      });
    } catch {
      await deps.db.update(alerts).set({ mailClaimedAt: sql`null` }).where(eq(alerts.id, alert.id));
      continue;
    }
    await deps.db.update(alerts).set({ emailedAt: deps.clock() }).where(eq(alerts.id, alert.id));
    mailed += 1;
  }
  return mailed;
}
