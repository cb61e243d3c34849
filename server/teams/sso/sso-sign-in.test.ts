import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { sessionCookie, TEST_ORIGIN } from '#server/test/create-test-app.ts';
import { signInAtFakeProvider } from '#server/test/fakes/fake-oidc-sign-in.ts';
import { SSO_STARTS_PER_MINUTE } from './sso-start-limit.ts';
import { createSsoTestApp } from './testing/sso-app.ts';

/* Signing in through a team's identity provider (ADR 0325): JIT membership, state, domain, enforcement. */
describe('team single sign-on: signing in', async () => {
  const { t, sso, enterprise, body, readyTeam, signInWithSso, passwordSignIn } = await createSsoTestApp();

  it('signs a new person in through the provider, creates them and adds them to the team', async () => {
    const { owner, team, domain } = await readyTeam();
    const email = `ana@${domain}`;
    const { callback } = await signInWithSso(email);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/dashboard`);
    const cookie = sessionCookie(callback);
    const me = await body(await t.request('/api/me', { headers: { cookie } }));
    expect(me).toMatchObject({ user: { email }, plan: 'pro' });

    const members = await body(await t.request(`/api/teams/${team.id}/members`, { as: owner }));
    expect(members.members.map((entry: { email: string }) => entry.email)).toContain(email);
    const audit = await body(await t.request(`/api/teams/${team.id}/audit`, { as: owner }));
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining([
        'member.joined_sso',
        'sso.connection_set',
        'sso.domain_verified',
        'sso.domain_set',
      ]),
    );
    expect((await body(await sso(owner, team.id))).sso.lastSignInAt).toEqual(expect.any(String));

    // The second sign-in is the same user and the same single membership.
    const again = await signInWithSso(email);
    const meAgain = await body(
      await t.request('/api/me', { headers: { cookie: sessionCookie(again.callback) } }),
    );
    expect(meAgain.user.id).toBe(me.user.id);
    const after = await body(await t.request(`/api/teams/${team.id}/members`, { as: owner }));
    expect(after.members.filter((entry: { email: string }) => entry.email === email)).toHaveLength(1);
  });

  it("refuses a callback without the browser's own state, and a replayed one", async () => {
    const { domain } = await readyTeam();
    const forged = await signInWithSso(`ben@${domain}`, { stateCookie: 'tenkai_sso_state=not-this-browser' });
    expect(forged.callback.status).toBe(302);
    expect(forged.callback.headers.get('location')).toBe(`${TEST_ORIGIN}/login?sso_error=expired`);
    expect(sessionCookie(forged.callback)).not.toContain('session_token');

    const first = await signInWithSso(`cy@${domain}`);
    expect(first.callback.headers.get('location')).toBe(`${TEST_ORIGIN}/dashboard`);
    const replay = await t.request(`${first.back.pathname}${first.back.search}`, {
      headers: { cookie: first.stateCookie },
    });
    expect(replay.headers.get('location')).toBe(`${TEST_ORIGIN}/login?sso_error=expired`);
  });

  it('limits sign-in starts per client address, in the database, and writes no attempt for a refused one', async () => {
    const { domain } = await readyTeam();
    const from = (ip: string) => ({ json: { email: `eve@${domain}` }, headers: { 'x-forwarded-for': ip } });
    const attempts = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from verification`))[0]!.n;
    for (let i = 0; i < SSO_STARTS_PER_MINUTE; i++) {
      expect((await t.request('/api/sso/start', from('203.0.113.77'))).status).toBe(200);
    }
    const before = await attempts();
    const refused = await t.request('/api/sso/start', from('203.0.113.77'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await body(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await attempts()).toBe(before);
    // Another address is counted on its own.
    expect((await t.request('/api/sso/start', from('203.0.113.78'))).status).toBe(200);
  });

  it('refuses an address outside the verified domain and an unknown domain', async () => {
    const { domain } = await readyTeam();
    const started = await t.request('/api/sso/start', { json: { email: `dee@${domain}` } });
    const { url } = await body(started);
    const back = await signInAtFakeProvider(url, 'dee@elsewhere.test');
    const callback = await t.request(`${back.pathname}${back.search}`, {
      headers: { cookie: sessionCookie(started) },
    });
    expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/login?sso_error=domain`);

    const unknown = await t.request('/api/sso/start', { json: { email: 'someone@not-configured.test' } });
    expect(unknown.status).toBe(404);
    expect(await body(unknown)).toMatchObject({ code: 'SSO_NOT_CONFIGURED' });
    expect(
      (await t.request('/api/sso/start', { json: { email: `x@${domain}`, redirectTo: '//evil.test' } }))
        .status,
    ).toBe(400);
  });

  it('once enforced, refuses password sign-in and sign-up at the domain; losing Enterprise lifts it', async () => {
    const { owner, team, domain } = await readyTeam();
    const early = await sso(owner, team.id, '/enforcement', { method: 'PUT', json: { enforced: true } });
    expect(early.status).toBe(409);
    expect(await body(early)).toMatchObject({ code: 'SSO_NOT_READY' });

    const password = 'correct horse battery';
    const existing = await t.signUp({ email: `eve@${domain}`, password });
    await signInWithSso(`fay@${domain}`);
    const enforced = await body(
      await sso(owner, team.id, '/enforcement', { method: 'PUT', json: { enforced: true } }),
    );
    expect(enforced.sso.enforced).toBe(true);

    const refused = await passwordSignIn(existing.email, password);
    expect(refused.status).toBe(403);
    expect(await body(refused)).toMatchObject({ code: 'SSO_REQUIRED' });
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email: `gus@${domain}`, password, name: 'Gus' },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(signUp.status).toBe(403);
    const elsewhere = await t.signUp();
    expect((await passwordSignIn(elsewhere.email, elsewhere.password)).status).toBe(200);

    await enterprise(team.id, false);
    expect((await passwordSignIn(existing.email, password)).status).toBe(200);
    expect((await t.request('/api/sso/start', { json: { email: existing.email } })).status).toBe(404);
  });

  it('removes an unproved password when the provider first proves the address (no pre-hijacked account)', async () => {
    const { domain } = await readyTeam();
    const password = 'squatter password 1';
    const squatter = await t.signUp({ email: `hal@${domain}`, password });
    const { callback } = await signInWithSso(squatter.email);
    expect(callback.headers.get('location')).toBe(`${TEST_ORIGIN}/dashboard`);
    const accounts = await (await t.deps.auth.$context).internalAdapter.findAccounts(squatter.id);
    expect(accounts.map((row) => row.providerId)).not.toContain('credential');
    expect((await t.request('/api/me', { as: squatter })).status).toBe(401);
    expect((await passwordSignIn(squatter.email, password)).status).toBe(401);
  });
});
