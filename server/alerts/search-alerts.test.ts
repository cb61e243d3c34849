import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { readOutbox } from '#server/mail/outbox.ts';
import { runAlerts } from './alert-run.ts';
import { alerts } from './schema.ts';
import { storeSearchAlerts } from './search-alerts.ts';
import { createAlertsTestApp } from './testing/alerts-test-app.ts';
import { sendWeeklyDigests } from './weekly-digest.ts';

/** A saved filing search's alert goes the saved-company alerts' way: stored once, mailed by the alert run. */
describe('alerts of saved filing searches', async () => {
  const { t, today, runDeps: deps } = await createAlertsTestApp();
  const alice = await t.signUp();
  const bob = await t.signUp();
  // Bob keeps filing alerts off: his alert is stored for the Alerts screen, never mailed.
  const off = await t.request('/api/profile/notifications', {
    as: bob,
    method: 'PUT',
    json: { emailNotifications: true, secFilingAlerts: false, weeklyDigest: false, productUpdates: false },
  });
  expect(off.status).toBe(200);
  const [acme] = await t.db
    .insert(companies)
    .values({ ticker: 'ZTRU', name: 'Zero Trust Corp.', cik: '0000999970' })
    .returning();
  const alert = (userId: string) => ({
    userId,
    companyId: acme!.id,
    ticker: 'ZTRU',
    companyName: 'Zero Trust Corp.',
    accessionNumber: '0000999970-26-000001',
    form: '10-K',
    filingDate: today,
    savedSearch: 'Zero trust',
    savedSearchQuery: { q: '"zero trust"', forms: ['10-K'], sector: null },
  });

  it('stores one alert per user and filing', async () => {
    expect(await storeSearchAlerts(t.db, [alert(alice.id), alert(bob.id)])).toBe(2);
    expect(await storeSearchAlerts(t.db, [alert(alice.id)])).toBe(0);
    expect(await storeSearchAlerts(t.db, [])).toBe(0);
  });

  it("is mailed by the next alert run, naming the search, under the user's notification settings", async () => {
    expect(await runAlerts(deps)).toMatchObject({ mailed: 1 });
    const mails = (await readOutbox(t.config.DATA_DIR)).filter(
      (mail) => mail.subject === 'ZTRU filed a 10-K',
    );
    expect(mails.map((mail) => mail.to)).toEqual([alice.email]);
    expect(mails[0]?.text).toContain('It matches your saved search “Zero trust”.');
    const [bobs] = await t.db.select().from(alerts).where(eq(alerts.userId, bob.id));
    expect(bobs).toMatchObject({ savedSearch: 'Zero trust', emailedAt: null });
    expect(await runAlerts(deps)).toMatchObject({ mailed: 0 });
  });

  it('is in the weekly digest of a user who saved no company, naming the search', async () => {
    const on = await t.request('/api/profile/notifications', {
      as: alice,
      method: 'PUT',
      json: { emailNotifications: true, secFilingAlerts: true, weeklyDigest: true, productUpdates: false },
    });
    expect(on.status).toBe(200);
    expect(await sendWeeklyDigests(deps)).toMatchObject({ sent: 1 });
    const digest = (await readOutbox(t.config.DATA_DIR)).find(
      (mail) => mail.subject === 'Your 10Kai weekly digest',
    );
    expect(digest?.to).toBe(alice.email);
    expect(digest?.text).toContain('It matches your saved search “Zero trust”.');
  });
});
