import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '#server/admin/testing/admin-test-env.ts';
import { readOutbox } from '#server/mail/outbox.ts';
import { createTestApp } from '#server/test/create-test-app.ts';

/** The Product Updates switch is real: an admin's announcement reaches the users who turned it on, and only them. */
describe('product updates', async () => {
  const t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const admin = await t.signUp({ email: ADMIN_EMAIL });
  const optedIn = await t.signUp();
  // Product Updates is off until chosen: a user who never touched it gets nothing.
  await t.signUp();
  const allMailOff = await t.signUp();
  const setNotifications = (as: typeof admin, changes: Record<string, boolean>) =>
    t.request('/api/profile/notifications', {
      method: 'PUT',
      as,
      json: {
        emailNotifications: true,
        secFilingAlerts: true,
        weeklyDigest: true,
        productUpdates: false,
        ...changes,
      },
    });
  await setNotifications(optedIn, { productUpdates: true });
  await setNotifications(allMailOff, { productUpdates: true, emailNotifications: false });
  const announcement = {
    subject: 'Past Analyses is here',
    message: 'Reopen any analysis.\n\nNo <b>markup</b>.',
  };
  const send = (as: typeof admin, json: unknown) =>
    t.request('/api/admin/product-updates', { method: 'POST', as, json });

  it('is for admins only, and refuses an empty announcement with a clear 400', async () => {
    expect((await send(optedIn, announcement)).status).toBe(403);
    const empty = await send(admin, { subject: ' ', message: 'x' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toMatch(/subject/i);
  });

  it('mails the users who opted in, as a job, with an unsubscribe link that turns the switch off', async () => {
    const response = await send(admin, announcement);
    expect(response.status).toBe(202);
    await t.deps.jobs.runDue();
    const mails = (await readOutbox(t.config.DATA_DIR)).filter((m) => m.subject === announcement.subject);
    expect(mails.map((m) => m.to)).toEqual([optedIn.email]);
    expect(mails[0]!.html).toContain('No &lt;b&gt;markup&lt;/b&gt;.');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const link = new URL(mails[0]!.links[0]!);
    const token = link.pathname.split('/').at(-1)!;
    const confirm = await t.request(link.pathname);
    expect(await confirm.text()).toContain('Stop receiving Product Updates by e-mail?');
    const unsubscribed = await t.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const profile = (await (await t.request('/api/profile', { as: optedIn })).json()) as {
      notifications: { productUpdates: boolean; secFilingAlerts: boolean };
    };
    expect(profile.notifications).toMatchObject({ productUpdates: false, secFilingAlerts: true });
  });
});
