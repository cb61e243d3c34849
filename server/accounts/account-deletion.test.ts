import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { analyses, userAnalyses } from '#server/analysis/schema.ts';
import { subscriptions } from '#server/billing/schema.ts';
import { createBillingTestApp, startCheckout } from '#server/billing/testing/billing-app.ts';
import { connectCrm } from '#server/crm/testing/connect.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { sessionCookie, type TestUser } from '#server/test/create-test-app.ts';
import { startFakeHubspot } from '#server/test/fakes/fake-hubspot.ts';
import { startFakeSalesforce } from '#server/test/fakes/fake-salesforce.ts';
import { CODE_REQUIRED, NO_PASSWORD, WRONG_CODE, WRONG_PASSWORD } from './reauthenticate.ts';
import { account, signInFailures, user as userTable } from './schema.ts';
import { totpFromUri } from './testing/totp.ts';
import { fillUserData, rowsMentioning, tablesWithUserId } from './testing/user-data.ts';

/**
 * Issue #26: a user deletes their own account. The proof is the database itself: before, the user has a row in
 * every table that holds a user id (read from the catalogue, so a new table is covered); after, no row in any
 * table mentions their id or e-mail, and another user's rows are byte for byte the same.
 */
describe('deleting my account', async () => {
  const sf = await startFakeSalesforce();
  const hs = await startFakeHubspot();
  afterAll(async () => {
    await sf.close();
    await hs.close();
  });
  const { lines, log } = captureLog();
  const { t, fake } = await createBillingTestApp({
    log,
    env: {
      TRUST_PROXY: 'true',
      SALESFORCE_CLIENT_ID: sf.clientId,
      SALESFORCE_CLIENT_SECRET: sf.clientSecret,
      SALESFORCE_LOGIN_URL: sf.url,
      HUBSPOT_CLIENT_ID: hs.clientId,
      HUBSPOT_CLIENT_SECRET: hs.clientSecret,
      HUBSPOT_API_URL: hs.url,
    },
  });

  const remove = (user: TestUser, body: unknown = { password: user.password }, auth?: 'bearer') =>
    t.request('/api/account/delete', { as: user, json: body, auth });
  const footprint = (user: TestUser) => rowsMentioning(t.db, [user.id, user.email]);
  const stillThere = async (user: TestUser) =>
    (await t.db.select().from(userTable).where(eq(userTable.id, user.id))).length === 1;
  const subscriptionOf = async (user: TestUser) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0]
      ?.stripeSubscriptionId;

  it('deletes every row of mine in every table, cancels Stripe, revokes my CRMs, and leaves another user alone', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const mine = await fillUserData(t, alice, { stripe: fake });
    const theirs = await fillUserData(t, bob, { stripe: fake });
    // An analysis both opened is Bob's too: it stays, with his history.
    await t.db
      .insert(userAnalyses)
      .values({ userId: alice.id, analysisId: theirs.analysisId, productDescription: 'shared' });
    const aliceSubscription = await subscriptionOf(alice);
    const bobSubscription = await subscriptionOf(bob);
    expect(fake.subscriptions.get(aliceSubscription ?? '')?.status).toBe('trialing');

    const before = await footprint(alice);
    // The fill reached every table that holds a user id (the admin audit trail has admins' rows only).
    const userTables = (await tablesWithUserId(t.db)).filter((table) => table !== 'admin_audit');
    expect(Object.keys(before)).toEqual(expect.arrayContaining([...userTables, 'user', 'verification']));
    const bobBefore = await footprint(bob);

    const response = await remove(alice);
    expect(response.status, await response.clone().text()).toBe(204);
    // Signed out in this browser: Better Auth's session cookie is expired.
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^better-auth\.session_token=;.*Max-Age=0/i)]),
    );

    expect(await footprint(alice)).toEqual({});
    expect(await footprint(bob)).toEqual(bobBefore);
    expect(await t.db.select().from(analyses).where(eq(analyses.id, mine.analysisId))).toEqual([]);
    expect(await t.db.select().from(analyses).where(eq(analyses.id, theirs.analysisId))).toHaveLength(1);

    expect(fake.subscriptions.get(aliceSubscription ?? '')?.status).toBe('canceled');
    expect(fake.subscriptions.get(bobSubscription ?? '')?.status).toBe('trialing');
    expect(sf.requests.filter((r) => r.path === '/services/oauth2/revoke')).toHaveLength(1);
    expect(
      hs.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/oauth/v1/refresh-tokens/')),
    ).toHaveLength(1);
    const bobSalesforce = await t.request('/api/salesforce/connection-status', { as: bob });
    expect(await bobSalesforce.json()).toMatchObject({ connected: true });

    expect((await t.request('/api/me', { as: alice })).status).toBe(401);
    expect((await t.request('/api/me', { as: alice, auth: 'bearer' })).status).toBe(401);
    expect((await t.request('/api/me', { as: bob })).status).toBe(200);

    // What is kept: one line saying the account with this internal id went, without the e-mail.
    const record = lines.filter((line) => line.includes('"account_deleted"'));
    expect(record).toHaveLength(1);
    expect(JSON.parse(record[0] ?? '{}')).toMatchObject({
      userId: alice.id,
      subscriptionCancelled: true,
      crmRevoked: 2,
    });
    expect(record[0]).not.toContain(alice.email);
  });

  it('refuses a wrong password with 400 INVALID_PASSWORD and deletes nothing, at Stripe neither', async () => {
    const carol = await t.signUp();
    await fillUserData(t, carol, { stripe: fake });
    const before = await footprint(carol);
    const cancels = fake.countRequests('DELETE', '/v1/subscriptions');

    const response = await remove(carol, { password: 'not my password' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_PASSWORD', error: WRONG_PASSWORD });

    // Only the sign-in allowance moved: the wrong password counts as a failed attempt.
    const { sign_in_failures: failuresAfter, ...after } = await footprint(carol);
    const { sign_in_failures: failuresBefore, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    const failures = (rows?: string[]) => (JSON.parse(rows?.[0] ?? '{}') as { failures: number }).failures;
    expect(failures(failuresAfter)).toBe(failures(failuresBefore) + 1);
    expect(fake.countRequests('DELETE', '/v1/subscriptions')).toBe(cancels);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await t.request('/api/me', { as: carol })).status).toBe(200);
  });

  it('is for a signed-in browser only: an API token gets 403 SESSION_REQUIRED, and a body without a password 400', async () => {
    const dan = await t.signUp();
    const byToken = await remove(dan, { password: dan.password }, 'bearer');
    expect(byToken.status).toBe(403);
    expect(await byToken.json()).toMatchObject({ code: 'SESSION_REQUIRED' });
    for (const body of [{}, { password: '' }, { password: dan.password, role: 'admin' }]) {
      const response = await remove(dan, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await stillThere(dan)).toBe(true);
  });

  it('with two-factor on, needs the current code as well as the password', async () => {
    const erin = await t.signUp();
    const enable = await t.request('/api/auth/two-factor/enable', {
      as: erin,
      json: { password: erin.password },
      headers: { 'x-forwarded-for': '10.27.0.1' },
    });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const verify = await t.request('/api/auth/two-factor/verify-totp', {
      as: erin,
      json: { code: totpFromUri(totpURI, Date.now() - 30_000) },
      headers: { 'x-forwarded-for': '10.27.0.1' },
    });
    expect(verify.status).toBe(200);
    // Turning two-factor on rotates the session.
    const signedIn = { ...erin, cookie: sessionCookie(verify) };
    const code = totpFromUri(totpURI);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

    const refusals: [unknown, string, string][] = [
      [{ password: erin.password }, 'TWO_FACTOR_CODE_REQUIRED', CODE_REQUIRED],
      [{ password: erin.password, code: wrongCode }, 'INVALID_TWO_FACTOR_CODE', WRONG_CODE],
      // A wrong password is refused before the code is looked at: the code is still good afterwards.
      [{ password: 'not my password', code }, 'INVALID_PASSWORD', WRONG_PASSWORD],
    ];
    for (const [body, code, error] of refusals) {
      const response = await remove(signedIn, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code, error });
    }
    expect(await stillThere(erin)).toBe(true);

    expect((await remove(signedIn, { password: erin.password, code })).status).toBe(204);
    expect(await stillThere(erin)).toBe(false);
  });

  it('deletes nothing when Stripe cannot cancel the subscription (503), and works once it can', async () => {
    const fay = await t.signUp();
    await fake.pay(await startCheckout(t, fay));
    const subscription = await subscriptionOf(fay);
    fake.failNextRequests = 10;
    const refused = await remove(fay);
    fake.failNextRequests = 0;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'STRIPE_UNAVAILABLE', error: /nothing was deleted/ });
    expect(await stillThere(fay)).toBe(true);
    expect(fake.subscriptions.get(subscription ?? '')?.status).toBe('trialing');

    expect((await remove(fay)).status).toBe(204);
    expect(fake.subscriptions.get(subscription ?? '')?.status).toBe('canceled');
  });

  it('deletes the account even when a CRM cannot revoke its token (logged, never the token)', async () => {
    const gus = await t.signUp();
    await fake.pay(await startCheckout(t, gus));
    expect((await connectCrm(t, gus, 'salesforce')).status).toBe(302);
    sf.fault({ path: '/services/oauth2/revoke', status: 500 });
    expect((await remove(gus)).status).toBe(204);
    expect(await stillThere(gus)).toBe(false);
    const warning = lines.find((line) => line.includes('crm revoke failed while deleting an account'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      userId: gus.id,
      provider: 'salesforce',
      status: 500,
    });
  });

  it('shares the sign-in lockout: after 10 wrong passwords even the right one is refused with 429', async () => {
    const hal = await t.signUp();
    // The harness signs in through `auth.api`, outside the HTTP handler, which leaves that attempt counted.
    await t.db.delete(signInFailures).where(eq(signInFailures.email, hal.email));
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await remove(hal, { password: `wrong ${attempt}` })).status).toBe(400);
    }
    const locked = await remove(hal);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const [row] = await t.db.select().from(signInFailures).where(eq(signInFailures.email, hal.email));
    expect(row?.lockedUntil).not.toBeNull();
    expect(await stillThere(hal)).toBe(true);
  });

  it("keeps Better Auth's own delete-user off: it would skip the code, Stripe and the CRMs", async () => {
    const jon = await t.signUp();
    const response = await t.request('/api/auth/delete-user', { as: jon, json: { password: jon.password } });
    expect(response.status).toBe(404);
    expect(await stillThere(jon)).toBe(true);
  });

  it('asks an account without a password (social sign-in) to set one first', async () => {
    const ivy = await t.signUp();
    await t.db.update(account).set({ password: null }).where(eq(account.userId, ivy.id));
    const response = await remove(ivy);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PASSWORD_NOT_SET', error: NO_PASSWORD });
    expect(await stillThere(ivy)).toBe(true);
  });
});
