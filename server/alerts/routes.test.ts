import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyLists, userSavedCompanies } from '#server/companies/schema.ts';
import { APPLE_10K_PATH, editedApple10K } from '#server/filings/changes/fixtures/edited-apple-10k.ts';
import { readOutbox } from '#server/mail/outbox.ts';
import type { TestUser } from '#server/test/create-test-app.ts';
import { SHARED_EDGAR_DIR } from '#server/test/fakes/fake-edgar.ts';
import { ALERTS_KIND } from './alert-jobs.ts';
import { runAlerts } from './alert-run.ts';
import { alerts } from './schema.ts';
import { createAlertsTestApp } from './testing/alerts-test-app.ts';

interface AlertsJson {
  unread: number;
  alerts: { id: string; ticker: string; form: string; filing_date: string; read: boolean }[];
}

describe('alerts: the run, the list, read marks and per-list forms', async () => {
  const { fake, t, today, runDeps, publisher } = await createAlertsTestApp();
  const alice: TestUser = await t.signUp();
  const bob: TestUser = await t.signUp();

  // A made-up company that files during the test, and Apple with its real history.
  const [watched] = await t.db
    .insert(companies)
    .values({ ticker: 'ALRT', name: 'Alert Test Corp.', cik: '0000999993' })
    .returning();
  const [apple] = await t.db
    .insert(companies)
    .values({ ticker: 'AAPL', name: 'Apple Inc.', cik: '0000320193' })
    .onConflictDoUpdate({ target: companies.ticker, set: { cik: '0000320193' } })
    .returning();
  await t.db.insert(userSavedCompanies).values([
    { userId: alice.id, companyId: watched!.id },
    { userId: alice.id, companyId: apple!.id },
  ]);
  const publish = publisher(999993, 'ALRT');
  // With 'What changed', so a new 10-K's alert counts its new risk factors.
  const deps = { ...runDeps, changes: runDeps };
  const list = async (user: TestUser) =>
    (await (await t.request('/api/alerts', { as: user })).json()) as AlertsJson;

  it('requires a signed-in user', async () => {
    for (const path of ['/api/alerts', '/api/upcoming', '/api/calendar']) {
      expect((await t.request(path)).status, path).toBe(401);
    }
    expect((await t.request('/api/alerts/read', { json: {} })).status).toBe(401);
    expect((await t.request('/api/calendar/token', { json: {} })).status).toBe(401);
    expect((await t.request('/api/alerts/check', { json: {} })).status).toBe(401);
  });

  it("'check now' queues one shared run however often it is pressed", async () => {
    const first = await t.request('/api/alerts/check', { as: alice, json: {} });
    expect(first.status).toBe(202);
    const again = await t.request('/api/alerts/check', { as: bob, json: {} });
    const [a, b] = [(await first.json()) as { job_id: string }, (await again.json()) as { job_id: string }];
    expect(b.job_id).toBe(a.job_id);
    await t.deps.jobs.runDue();
    expect((await t.deps.jobs.get(a.job_id))?.state).toBe('succeeded');
  });

  it('alerts a filing EDGAR dates before the day the company was saved, once it appears after the first run', async () => {
    const [late] = await t.db
      .insert(companies)
      .values({ ticker: 'LATE', name: 'Late Filer Inc.', cik: '0000999994' })
      .returning();
    await t.db.insert(userSavedCompanies).values({ userId: bob.id, companyId: late!.id });
    const old = {
      cik: 999994,
      ticker: 'LATE',
      reportDate: '2025-06-30',
      primaryDocument: 'x.htm',
      html: '<p>x</p>',
    };
    fake.addFiling({
      ...old,
      form: '10-K',
      accessionNumber: '0000999994-25-000001',
      filingDate: '2025-03-01',
    });
    await runAlerts(deps);
    fake.addFiling({
      ...old,
      form: '10-Q',
      accessionNumber: '0000999994-25-000002',
      filingDate: '2025-08-10',
    });
    fake.addFiling({
      ...old,
      form: '8-K',
      accessionNumber: '0000999994-25-000003',
      filingDate: '2025-03-01',
    });
    await runAlerts(deps);
    expect((await list(bob)).alerts.map((a) => a.form).sort()).toEqual(['10-Q', '8-K']);
    await t.db.delete(userSavedCompanies).where(eq(userSavedCompanies.companyId, late!.id));
    await t.db.delete(alerts).where(eq(alerts.userId, bob.id));
  });

  it('turns a filing published between runs into one alert and one e-mail, never twice', async () => {
    expect((await runAlerts(deps)).created).toBe(0);
    publish('10-Q', '000001');
    const first = await runAlerts(deps);
    expect(first).toMatchObject({ created: 1, mailed: 1, failed: [] });
    expect(await runAlerts(deps)).toMatchObject({ created: 0, mailed: 0 });

    const body = await list(alice);
    expect(body.unread).toBe(1);
    expect(body.alerts).toEqual([
      expect.objectContaining({ ticker: 'ALRT', form: '10-Q', filing_date: today, read: false }),
    ]);
    expect((await list(bob)).alerts).toEqual([]);
    const mails = (await readOutbox(t.config.DATA_DIR)).filter(
      (m) => m.to === alice.email && m.subject.includes(' filed a '),
    );
    expect(mails.map((m) => m.subject)).toEqual(['ALRT filed a 10-Q']);
    expect(mails[0]!.links.some((link) => link.includes('/api/alerts/unsubscribe/'))).toBe(true);
    // The main link opens the dashboard's Alerts section (the web app reads ?page=).
    expect(mails[0]!.links[0]).toBe(`${t.config.APP_URL}/dashboard?page=alerts`);
  });

  it('asks EDGAR conditionally: unchanged submissions are a 304 and no alert; a published filing a 200 and its alert', async () => {
    await runAlerts(deps);
    fake.resetCounters();
    const unchanged = await runAlerts(deps);
    expect(unchanged).toMatchObject({ created: 0, mailed: 0, failed: [] });
    expect(unchanged.notModified).toBe(unchanged.companies);
    expect(fake.notModified).toBe(fake.requestsFor('/submissions/'));
    expect(fake.notModified).toBeGreaterThan(0);

    fake.resetCounters();
    publish('8-K', '000009');
    const published = await runAlerts(deps);
    expect(published).toMatchObject({ created: 1, failed: [] });
    expect(published.notModified).toBe(published.companies - 1);
    expect(fake.notModified).toBe(fake.requestsFor('/submissions/') - 1);
    const [alert] = (await list(alice)).alerts.filter((a) => a.form === '8-K');
    expect(alert).toMatchObject({ ticker: 'ALRT', form: '8-K' });
    await t.db.delete(alerts).where(eq(alerts.accessionNumber, '0000999993-26-000009'));
    fake.reset();
    publish('10-Q', '000001');
  });

  it('loses nothing when EDGAR is down for a run, and runs through the job runner', async () => {
    publish('8-K', '000002');
    fake.fault({ path: '/submissions/CIK0000999993.json', kind: 'status', status: 503, times: 10 });
    const down = await runAlerts(deps);
    expect(down.failed).toEqual(['ALRT']);
    fake.reset();
    publish('10-Q', '000001');
    publish('8-K', '000002');
    const job = await t.deps.jobs.enqueue(ALERTS_KIND, {});
    await t.deps.jobs.runDue();
    expect((await t.deps.jobs.get(job.id))?.state).toBe('succeeded');
    expect((await list(alice)).alerts.map((a) => a.form).sort()).toEqual(['10-Q', '8-K']);
  });

  it('a run cut short by a restart is simply run again: no alert lost or doubled', async () => {
    publish('10-K', '000003');
    const controller = new AbortController();
    controller.abort('shutdown');
    expect((await runAlerts(deps, controller.signal)).created).toBe(0);
    await runAlerts(deps);
    await runAlerts(deps);
    const rows = await t.db.select().from(alerts).where(eq(alerts.userId, alice.id));
    expect(rows.map((row) => row.form).sort()).toEqual(['10-K', '10-Q', '8-K']);
    const subjects = (await readOutbox(t.config.DATA_DIR)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'ALRT filed a 10-K')).toHaveLength(1);
  });

  it('marks chosen alerts read, then all, and checks the body', async () => {
    const [one] = (await list(alice)).alerts;
    const partly = await t.request('/api/alerts/read', { as: alice, json: { ids: [one!.id] } });
    expect(await partly.json()).toEqual({ unread: 2 });
    expect((await t.request('/api/alerts/read', { as: bob, json: {} })).status).toBe(200);
    // Another user naming Alice's alert marks nothing of hers; an empty list marks nothing.
    const [other] = (await list(alice)).alerts.filter((a) => !a.read);
    const bobs = await t.request('/api/alerts/read', { as: bob, json: { ids: [other!.id] } });
    expect(await bobs.json()).toEqual({ unread: 0 });
    const none = await t.request('/api/alerts/read', { as: alice, json: { ids: [] } });
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ unread: 2 });
    expect((await list(alice)).unread).toBe(2);
    expect((await t.request('/api/alerts/read', { as: alice, json: { ids: ['x'] } })).status).toBe(400);
    expect(await (await t.request('/api/alerts/read', { as: alice, json: {} })).json()).toEqual({
      unread: 0,
    });
  });

  it("says how many risk factors a new 10-K adds (its 'What changed' against the prior 10-K)", async () => {
    const html = readFileSync(APPLE_10K_PATH, 'utf8');
    const [risky] = await t.db
      .insert(companies)
      .values({ ticker: 'RISK', name: 'Risky Corp.', cik: '0000999995' })
      .returning();
    await t.db.insert(userSavedCompanies).values({ userId: alice.id, companyId: risky!.id });
    const tenK = {
      cik: 999995,
      ticker: 'RISK',
      form: '10-K',
      reportDate: '2025-06-30',
      primaryDocument: 'k.htm',
    };
    fake.addFiling({ ...tenK, accessionNumber: '0000999995-24-000001', filingDate: '2024-08-15', html });
    await runAlerts(deps);
    fake.addFiling({
      ...tenK,
      accessionNumber: '0000999995-25-000001',
      filingDate: '2025-08-14',
      html: editedApple10K(html),
    });
    expect(await runAlerts(deps)).toMatchObject({ created: 1, mailed: 1 });
    const body = (await (await t.request('/api/alerts', { as: alice })).json()) as {
      alerts: { ticker: string; form: string; new_risk_factors: number | null }[];
    };
    expect(body.alerts.find((a) => a.ticker === 'RISK')?.new_risk_factors).toBe(1);
    const mail = (await readOutbox(t.config.DATA_DIR)).find((m) => m.subject === 'RISK filed a 10-K')!;
    expect(mail.text).toContain('It names 1 new risk factor(s) since last year.');

    // A 10-Q's 'What changed' (its Part II Item 1A against the latest 10-K) counts too. Made-up data: this company's
    // quarterly report is Nvidia's real Q2 FY2026 10-Q, whose two restated risk factors its (Apple's) 10-K lacks.
    fake.addFiling({
      ...tenK,
      form: '10-Q',
      accessionNumber: '0000999995-25-000002',
      filingDate: '2025-11-10',
      reportDate: '2025-09-30',
      primaryDocument: 'q.htm',
      html: readFileSync(
        path.join(SHARED_EDGAR_DIR, 'Archives/edgar/data/1045810/000104581025000209/nvda-20250727.htm'),
        'utf8',
      ),
    });
    expect(await runAlerts(deps)).toMatchObject({ created: 1, mailed: 1 });
    const quarterly = (await (await t.request('/api/alerts', { as: alice })).json()) as typeof body;
    expect(quarterly.alerts.find((a) => a.ticker === 'RISK' && a.form === '10-Q')?.new_risk_factors).toBe(2);
    const qMail = (await readOutbox(t.config.DATA_DIR)).find((m) => m.subject === 'RISK filed a 10-Q')!;
    expect(qMail.text).toContain('It names 2 new risk factor(s) since the latest 10-K.');
  });

  it('lets a user choose per list which forms alert them; another user cannot touch the list', async () => {
    const [annual] = await t.db
      .insert(companyLists)
      .values({ userId: bob.id, name: 'Annual only' })
      .returning();
    const [perList] = await t.db
      .insert(companies)
      .values({ ticker: 'PLST', name: 'Per List Inc.', cik: '0000999996' })
      .returning();
    await t.db
      .insert(userSavedCompanies)
      .values({ userId: bob.id, companyId: perList!.id, listId: annual!.id });
    const lists = await t.request('/api/alerts/lists', { as: bob });
    expect(await lists.json()).toEqual({
      lists: [{ id: annual!.id, name: 'Annual only', forms: ['10-K', '10-Q', '8-K'] }],
    });
    const path = `/api/alerts/lists/${annual!.id}`;
    expect((await t.request(path, { as: alice, method: 'PUT', json: { forms: ['10-K'] } })).status).toBe(404);
    expect((await t.request(path, { as: bob, method: 'PUT', json: { forms: ['10-X'] } })).status).toBe(400);
    expect((await t.request(path, { method: 'PUT', json: { forms: [] } })).status).toBe(401);
    const saved = await t.request(path, { as: bob, method: 'PUT', json: { forms: ['10-K'] } });
    expect(await saved.json()).toEqual({ id: annual!.id, forms: ['10-K'] });

    const base = {
      cik: 999996,
      ticker: 'PLST',
      filingDate: today,
      reportDate: '2026-09-30',
      html: '<p>x</p>',
    };
    fake.addFiling({
      ...base,
      form: '10-Q',
      accessionNumber: '0000999996-26-000001',
      primaryDocument: 'q.htm',
    });
    fake.addFiling({
      ...base,
      form: '10-K',
      accessionNumber: '0000999996-26-000002',
      primaryDocument: 'k.htm',
    });
    await runAlerts(deps);
    const forms = (await list(bob)).alerts.filter((a) => a.ticker === 'PLST').map((a) => a.form);
    expect(forms).toEqual(['10-K']);
    await t.db.delete(companyLists).where(eq(companyLists.id, annual!.id));
    await t.db.delete(userSavedCompanies).where(eq(userSavedCompanies.userId, bob.id));
    await t.db.delete(alerts).where(eq(alerts.userId, bob.id));
  });
});
