import { describe, expect, it } from 'vitest';
import { companies, userSavedCompanies } from '#server/companies/schema.ts';
import { readOutbox } from '#server/mail/outbox.ts';
import { runAlerts } from './alert-run.ts';
import { createAlertsTestApp } from './testing/alerts-test-app.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { sendWeeklyDigests, weekOf } from './weekly-digest.ts';

/** The links in alert mails and the Monday digest: unsubscribing while signed out, one click or by the page. */
describe('alert mails: unsubscribe links and the weekly digest', async () => {
  const { t, time, runDeps, publisher } = await createAlertsTestApp();
  const alice = await t.signUp();
  const [watched] = await t.db
    .insert(companies)
    .values({ ticker: 'ALRT', name: 'Alert Test Corp.', cik: '0000999993' })
    .returning();
  await t.db.insert(userSavedCompanies).values({ userId: alice.id, companyId: watched!.id });
  const publish = publisher(999993, 'ALRT');
  // The first run only records what EDGAR lists; a 10-Q published after it is alerted and mailed.
  await runAlerts(runDeps);
  publish('10-Q', '000001');
  await runAlerts(runDeps);

  it('unsubscribes while signed out: the link only shows a confirmation, its button or a one-click POST unsubscribes; forged or expired → 404', async () => {
    const token = unsubscribeToken(t.deps.secret, alice.id, 'alerts', time.ms);
    const expired = unsubscribeToken(t.deps.secret, alice.id, 'alerts', time.ms - 100 * 86_400_000);
    const forged = [`${token}x`, token.replace('alerts', 'digest'), expired, ''];
    const oneClick = (value: string) =>
      t.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(value)}`, {
        method: 'POST',
        // As a mail provider sends it: form-encoded, from its own origin, no session.
        headers: {
          origin: 'https://mail.example.net',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'List-Unsubscribe=One-Click',
      });
    for (const bad of forged) {
      if (bad) expect((await t.request(`/api/alerts/unsubscribe/${bad}`)).status).toBe(404);
      expect((await t.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`)).status).toBe(404);
      expect((await oneClick(bad)).status).toBe(404);
    }
    const notifications = async () =>
      (
        (await (await t.request('/api/profile', { as: alice })).json()) as {
          notifications: Record<string, boolean>;
        }
      ).notifications;

    // A scanner that opens the link changes nothing.
    const confirm = await t.request(`/api/alerts/unsubscribe/${token}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('Stop receiving SEC Filing Alerts by e-mail?');
    expect(html).toContain(
      `<form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}">`,
    );
    expect(await notifications()).toMatchObject({ secFilingAlerts: true });

    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will no longer receive SEC Filing Alerts');
    expect(await notifications()).toMatchObject({ secFilingAlerts: false, weeklyDigest: true });
    publish('8-K', '000004');
    expect(await runAlerts(runDeps)).toMatchObject({ created: 1, mailed: 0 });
  });

  it('puts RFC 8058 one-click unsubscribe headers on alert mails, pointing at the POST endpoint', async () => {
    const mail = (await readOutbox(t.config.DATA_DIR)).find((m) => m.subject === 'ALRT filed a 10-Q');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[^>]+>$/,
    );
  });

  it('sends the Monday digest once a week to users with Weekly Digest on, with a working unsubscribe link', async () => {
    expect(weekOf(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-23');
    expect(await sendWeeklyDigests(runDeps)).toEqual({ sent: 1, failed: 0 });
    expect(await sendWeeklyDigests(runDeps)).toEqual({ sent: 0, failed: 0 });
    const digest = (await readOutbox(t.config.DATA_DIR)).find(
      (m) => m.subject === 'Your 10Kai weekly digest',
    )!;
    expect(digest.to).toBe(alice.email);
    expect(digest.text).toContain('ALRT');
    const unsubscribe = digest.links.find((link) => link.includes('/unsubscribe/'))!;
    expect((await t.request(new URL(unsubscribe).pathname)).status).toBe(200);
    const oneClick = new URL(digest.headers!['List-Unsubscribe']!.slice(1, -1));
    const posted = await t.request(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('the Weekly Digest');
    time.ms += 7 * 86_400_000;
    expect(await sendWeeklyDigests(runDeps)).toEqual({ sent: 0, failed: 0 });
    time.ms -= 7 * 86_400_000;
  });
});
