import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, userSavedCompanies } from '#server/companies/schema.ts';
import { edgarDay } from '#server/edgar/daily-index.ts';
import { createEdgarCache } from '#server/edgar/edgar-cache.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createSchedules } from '#server/jobs/schedules.ts';
import { createLogger } from '#server/log.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { readOutbox } from '#server/mail/outbox.ts';
import { ALERTS_KIND, DIGEST_KIND, registerAlertJobs } from './alert-jobs.ts';
import { MAIL_LEASE_MS, runAlerts } from './alert-run.ts';
import { alertDigests, alerts } from './schema.ts';
import { createAlertsTestApp } from './testing/alerts-test-app.ts';
import { sendWeeklyDigests } from './weekly-digest.ts';

const MINUTE = 60_000;
const log = createLogger('silent');
/** A send that never returns: the process died while sending. */
const dead: Mailer = { mode: 'outbox', send: () => new Promise<void>(() => {}) };

/**
 * The alert run's promises under faults: a restart mid-run, EDGAR down, several processes, the Monday digest.
 * Two made-up companies file during the test; the user saved both before anything was published.
 */
describe('the alert run under restarts, outages and several processes', async () => {
  const { fake, t, time, runDeps: deps } = await createAlertsTestApp();
  const alice = await t.signUp();
  const made = await t.db
    .insert(companies)
    .values([
      { ticker: 'RSTA', name: 'Restart A Corp.', cik: '0000999981' },
      { ticker: 'RSTB', name: 'Restart B Corp.', cik: '0000999982' },
    ])
    .returning();
  await t.db.insert(userSavedCompanies).values(made.map((row) => ({ userId: alice.id, companyId: row.id })));
  const published: Parameters<typeof fake.addFiling>[0][] = [];
  const publish = (ticker: 'RSTA' | 'RSTB', form: string, seq: string, items?: string) => {
    const cik = ticker === 'RSTA' ? 999981 : 999982;
    const filing = {
      cik,
      ticker,
      form,
      accessionNumber: `0000${cik}-26-${seq}`,
      // Dated EDGAR's day when it is published: a test that runs across midnight in New York files on the new day.
      filingDate: edgarDay(new Date(time.ms)),
      reportDate: '2026-09-30',
      primaryDocument: `${seq}.htm`,
      html: '<p>filing</p>',
      ...(items ? { items } : {}),
    };
    published.push(filing);
    fake.addFiling(filing);
  };
  const rows = () => t.db.select().from(alerts).where(eq(alerts.userId, alice.id));
  const mailsTo = async (subject: string) =>
    (await readOutbox(t.config.DATA_DIR)).filter((m) => m.to === alice.email && m.subject === subject);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await check()).toBe(true);
  };

  it('stores what EDGAR lists on the first run: nothing there is news', async () => {
    for (const ticker of ['RSTA', 'RSTB'] as const) {
      publish(ticker, '10-K', '000000');
      published.at(-1)!.filingDate = '2025-03-02';
    }
    expect(await runAlerts(deps)).toMatchObject({ companies: 2, created: 0, failed: [] });
  });

  it('a restart between companies: the dead run’s alert stays, the next run adds the rest and mails each once', async () => {
    publish('RSTA', '10-Q', '000001');
    publish('RSTB', '10-Q', '000001');
    // The first process reads one company, then dies while asking EDGAR about the second.
    let reads = 0;
    const dying = {
      ...deps,
      // Its own process: its own in-memory cache state, which dies with it.
      cache: createEdgarCache({ db: t.db, clock: () => new Date(time.ms) }),
      edgar: {
        ...deps.edgar,
        conditionalDataJson: ((...args: Parameters<typeof deps.edgar.conditionalDataJson>) =>
          ++reads === 1
            ? deps.edgar.conditionalDataJson(...args)
            : new Promise(() => {})) as typeof deps.edgar.conditionalDataJson,
      },
    };
    void runAlerts(dying);
    await until(async () => (await rows()).length === 1);

    const restarted = await runAlerts(deps);
    expect(restarted).toMatchObject({ created: 1, mailed: 2, failed: [] });
    expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 0 });
    expect((await rows()).map((row) => row.ticker).sort()).toEqual(['RSTA', 'RSTB']);
    expect(await mailsTo('RSTA filed a 10-Q')).toHaveLength(1);
    expect(await mailsTo('RSTB filed a 10-Q')).toHaveLength(1);
  });

  it('a restart while an e-mail is being sent: the claimed mail goes out once its claim lapses, never twice', async () => {
    publish('RSTA', '10-K', '000002');
    publish('RSTB', '10-K', '000002');
    // This process stores both alerts, claims the first e-mail and dies in the middle of sending it.
    void runAlerts({
      ...deps,
      mailer: dead,
      cache: createEdgarCache({ db: t.db, clock: () => new Date(time.ms) }),
    });
    const claimed = () =>
      t.db
        .select()
        .from(alerts)
        .where(and(eq(alerts.form, '10-K'), isNotNull(alerts.mailClaimedAt), isNull(alerts.emailedAt)));
    await until(async () => (await claimed()).length === 1);
    const [stuck] = await claimed();

    // Restarted a minute later: the other mail goes; the claimed one might still be on its way, so it waits.
    time.ms += MINUTE;
    expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 1 });
    // Once the claim has lapsed, the next run sends it; after that, nothing is sent again.
    time.ms += MAIL_LEASE_MS;
    expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 1 });
    expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 0 });
    expect(await mailsTo(`${stuck!.ticker} filed a 10-K`)).toHaveLength(1);
    expect(await mailsTo('RSTA filed a 10-K')).toHaveLength(1);
    expect(await mailsTo('RSTB filed a 10-K')).toHaveLength(1);
  });

  it('EDGAR down for every company: the job is retried a few minutes later, and nothing is lost or doubled', async () => {
    publish('RSTA', '8-K', '000003', '2.02,9.01');
    fake.fault({ path: '/submissions/', kind: 'status', status: 503, times: 100 });
    const job = await t.deps.jobs.enqueue(ALERTS_KIND, {});
    await t.deps.jobs.runDue();
    const waiting = await t.deps.jobs.get(job.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(Date.parse(waiting!.runAt) - time.ms).toBeGreaterThanOrEqual(5 * MINUTE);
    expect((await rows()).filter((row) => row.form === '8-K')).toEqual([]);

    // EDGAR is back (the fake keeps what was published) by the retry.
    fake.reset();
    for (const filing of published) fake.addFiling(filing);
    time.ms += 6 * MINUTE;
    await t.deps.jobs.runDue();
    expect((await t.deps.jobs.get(job.id))?.state).toBe('succeeded');
    expect((await rows()).filter((row) => row.form === '8-K')).toHaveLength(1);
    expect(await mailsTo('RSTA filed an 8-K')).toHaveLength(1);
    expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 0 });
  });

  it("an 8-K's alert and e-mail carry its decoded items", async () => {
    const [eightK] = (await rows()).filter((row) => row.form === '8-K');
    expect(eightK!.items).toEqual([
      '2.02 Results of Operations and Financial Condition',
      '9.01 Financial Statements and Exhibits',
    ]);
    const response = await t.request('/api/alerts', { as: alice });
    const body = (await response.json()) as { alerts: { form: string; items: string[] }[] };
    expect(body.alerts.find((alert) => alert.form === '8-K')?.items).toEqual(eightK!.items);
    const [mail] = await mailsTo('RSTA filed an 8-K');
    expect(mail!.text).toContain(
      '(2.02 Results of Operations and Financial Condition; 9.01 Financial Statements and Exhibits)',
    );
  });

  it('several processes: the schedule enqueues one run per slot, one process runs it, one alert and one e-mail', async () => {
    const processes = [1, 2].map(() => {
      const jobs = createJobRunner({ db: t.db, log, clock: () => new Date(time.ms) });
      const schedules = createSchedules({ db: t.db, jobs, log, clock: () => new Date(time.ms) });
      registerAlertJobs({ ...deps, jobs, schedules });
      return { jobs, schedules };
    });
    const slot = Date.parse((await processes[0]!.schedules.get('alerts-check'))!.nextRunAt!);
    expect(slot - time.ms).toBeLessThanOrEqual(30 * MINUTE);
    publish('RSTB', '8-K', '000004', '7.01');
    time.ms = slot + 1000;
    await Promise.all(processes.map((p) => p.schedules.runDue()));
    const queued = (await processes[1]!.jobs.list({ kind: ALERTS_KIND })).filter(
      (job) => job.state === 'queued',
    );
    expect(queued).toHaveLength(1);
    await Promise.all(processes.flatMap((p) => [p.jobs.runDue(), p.jobs.runDue()]));
    expect((await processes[0]!.jobs.get(queued[0]!.id))?.state).toBe('succeeded');
    expect((await rows()).filter((row) => row.accessionNumber === '0000999982-26-000004')).toHaveLength(1);
    expect(await mailsTo('RSTB filed an 8-K')).toHaveLength(1);
  });

  it("no e-mail while 'Email Notifications' (every e-mail) or 'SEC Filing Alerts' is off; the alert still shows", async () => {
    const set = (notifications: Record<string, boolean>) =>
      t.request('/api/profile/notifications', {
        as: alice,
        method: 'PUT',
        json: {
          emailNotifications: true,
          secFilingAlerts: true,
          weeklyDigest: true,
          productUpdates: false,
          ...notifications,
        },
      });
    for (const [seq, off] of [
      ['000006', 'emailNotifications'],
      ['000007', 'secFilingAlerts'],
    ] as const) {
      expect((await set({ [off]: false })).status).toBe(200);
      publish('RSTA', '8-K', seq, '8.01');
      expect(await runAlerts(deps)).toMatchObject({ created: 1, mailed: 0 });
      expect((await rows()).some((row) => row.accessionNumber === `0000999981-26-${seq}`)).toBe(true);
      // Turned back on within the mail window, the alert that arrived meanwhile is mailed once.
      expect((await set({})).status).toBe(200);
      expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 1 });
    }
    expect(await mailsTo('RSTA filed an 8-K')).toHaveLength(3);
  });

  it('two runs at once (a schedule and a "Check now" in two processes) make each alert and e-mail once', async () => {
    publish('RSTA', '10-Q', '000005');
    publish('RSTB', '10-Q', '000005');
    const [one, two] = await Promise.all([runAlerts(deps), runAlerts(deps)]);
    expect(one!.created + two!.created).toBe(2);
    expect(one!.mailed + two!.mailed).toBe(2);
    const fifth = (await rows()).filter((row) => row.accessionNumber.endsWith('-26-000005'));
    expect(fifth).toHaveLength(2);
    expect(await mailsTo('RSTA filed a 10-Q')).toHaveLength(2);
    expect(await mailsTo('RSTB filed a 10-Q')).toHaveLength(2);
  });

  it('the weekly digest is scheduled for Monday 08:00 UTC and sent by the job when that time comes', async () => {
    const digest = await t.deps.schedules.get('alerts-digest');
    const at = new Date(digest!.nextRunAt!);
    expect([at.getUTCDay(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([1, 8, 0]);
    expect(at.getTime() - time.ms).toBeLessThanOrEqual(7 * 24 * 60 * MINUTE);
    // The day before, nothing is due.
    time.ms = Math.max(time.ms, at.getTime() - 24 * 60 * MINUTE);
    await t.deps.schedules.runDue();
    expect(await t.deps.jobs.list({ kind: DIGEST_KIND })).toEqual([]);
    time.ms = at.getTime() + MINUTE;
    await t.deps.schedules.runDue();
    // Only the alert jobs run here: the catalogue's and the full-text index's schedules fall due by then as well.
    for (const queued of await t.deps.jobs.list({}))
      if (queued.state === 'queued' && !queued.kind.startsWith('alerts-'))
        await t.deps.jobs.cancel(queued.id);
    await t.deps.jobs.runDue();
    const [job] = await t.deps.jobs.list({ kind: DIGEST_KIND });
    expect(job?.state).toBe('succeeded');
    const mails = await mailsTo('Your 10Kai weekly digest');
    expect(mails).toHaveLength(1);
    expect(await sendWeeklyDigests(deps)).toEqual({ sent: 0, failed: 0 });
  });

  it('a digest whose send fails or whose sender dies is sent later, once', async () => {
    const bob = await t.signUp();
    await t.db.insert(userSavedCompanies).values({ userId: bob.id, companyId: made[0]!.id });
    time.ms += 7 * 24 * 60 * MINUTE;
    // Alice's send fails: Bob still gets his; the job is retried for Alice alone.
    let failing = true;
    const flaky: Mailer = {
      mode: 'outbox',
      send: async (message) => {
        if (failing && message.to === alice.email) throw new Error('SMTP 421');
        await t.deps.mailer.send(message);
      },
    };
    expect(await sendWeeklyDigests({ ...deps, mailer: flaky })).toEqual({ sent: 1, failed: 1 });
    failing = false;
    expect(await sendWeeklyDigests({ ...deps, mailer: flaky })).toEqual({ sent: 1, failed: 0 });
    expect(await sendWeeklyDigests(deps)).toEqual({ sent: 0, failed: 0 });

    // The next week the sender dies mid-send: the digest waits for its claim to lapse, then goes once.
    time.ms += 7 * 24 * 60 * MINUTE;
    void sendWeeklyDigests({ ...deps, mailer: dead });
    await until(
      async () => (await t.db.select().from(alertDigests).where(isNull(alertDigests.sentAt))).length === 1,
    );
    time.ms += MINUTE;
    const before = (await sendWeeklyDigests(deps)).sent;
    time.ms += MAIL_LEASE_MS;
    const after = (await sendWeeklyDigests(deps)).sent;
    expect(before + after).toBe(2);
    expect(after).toBe(1);
    expect(await sendWeeklyDigests(deps)).toEqual({ sent: 0, failed: 0 });
    const digests = (await readOutbox(t.config.DATA_DIR)).filter(
      (m) => m.subject === 'Your 10Kai weekly digest',
    );
    expect(digests.filter((m) => m.to === alice.email)).toHaveLength(3);
    expect(digests.filter((m) => m.to === bob.email)).toHaveLength(2);
  });
});
