import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestUser } from '#server/test/create-test-app.ts';
import { startFakeDns } from '#server/test/fakes/fake-dns.ts';
import { startFakeOidcProvider } from '#server/test/fakes/fake-oidc-provider.ts';
import { signInAtFakeProvider } from '#server/test/fakes/fake-oidc-sign-in.ts';
import { teamSso } from '../schema.ts';
import { teamHelpers } from '../testing/teams-app.ts';

/*
 * Team single sign-on (issue #32 part 4, ADR 0325) end to end: the real `openid-client` against a real OpenID
 * provider (oidc-provider, on a local port) and the real `node:dns` resolver against a local fake DNS.
 */
const CLIENT = { clientId: 'tenkai-test', clientSecret: 'test-client-secret-0123' };
const REDIRECT_URI = `${TEST_ORIGIN}/api/auth/sso/callback`;

describe('team single sign-on', async () => {
  const dns = await startFakeDns();
  const provider = await startFakeOidcProvider({ clients: [{ ...CLIENT, redirectUris: [REDIRECT_URI] }] });
  afterAll(async () => {
    await provider.close();
    await dns.close();
  });
  // Behind a proxy, so each password sign-in below comes from its own address (Better Auth limits 3 per 10 s).
  const t = await createTestApp({
    env: {
      DNS_SERVERS: dns.server,
      SSO_ALLOW_LOOPBACK_ISSUER: 'true',
      ADMIN_EMAILS: 'root@example.com',
      TRUST_PROXY: 'true',
    },
  });
  const h = teamHelpers(t);
  const siteAdmin = await t.signUp({ email: 'root@example.com' });
  let domainSequence = 0;

  const sso = (as: TestUser, teamId: string, path = '', init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/teams/${teamId}/sso${path}`, { as, ...init });
  const enterprise = (teamId: string, on = true) =>
    t.request(`/api/admin/teams/${teamId}/enterprise`, {
      as: siteAdmin,
      method: 'PUT',
      json: { enterprise: on },
    });
  // The test app checks every answer against the contract's response schema, so reading them loosely is safe here.
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; their shape is checked by the contract
  const body = async (response: Response) => (await response.json()) as Record<string, any>;

  /** An Enterprise team with a verified domain and a saved connection to the local provider. */
  async function readyTeam() {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    const domain = `acme${++domainSequence}-${Date.now()}.test`;
    expect((await enterprise(team.id)).status).toBe(200);
    const claimed = await body(await sso(owner, team.id, '/domain', { method: 'PUT', json: { domain } }));
    dns.setTxt(claimed.sso.verification.name, [claimed.sso.verification.value]);
    expect((await sso(owner, team.id, '/domain/verify', { method: 'POST' })).status).toBe(200);
    const connection = await sso(owner, team.id, '/connection', {
      method: 'PUT',
      json: { issuer: provider.issuer, ...CLIENT },
    });
    expect(connection.status).toBe(200);
    return { owner, team, domain };
  }

  /** A browser signing in with SSO: start, the provider's form, then the callback with the state cookie. */
  async function signInWithSso(email: string, options: { stateCookie?: string } = {}) {
    const started = await t.request('/api/sso/start', { json: { email } });
    expect(started.status).toBe(200);
    const { url } = await body(started);
    const stateCookie = options.stateCookie ?? sessionCookie(started);
    const back = await signInAtFakeProvider(url, email);
    const callback = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: stateCookie } });
    return { callback, back, stateCookie };
  }

  let ipSequence = 0;
  const passwordSignIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', {
      json: { email, password },
      headers: { 'x-forwarded-for': `198.51.100.${++ipSequence}` },
    });

  it('is configured by owners and admins of an Enterprise team only; outsiders see no team', async () => {
    const [owner, member, outsider] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const team = await h.teamWith(owner, [member]);
    const read = await body(await sso(owner, team.id));
    expect(read.sso).toMatchObject({
      enterprise: false,
      domain: null,
      redirectUri: REDIRECT_URI,
      enforced: false,
    });
    expect((await sso(member, team.id)).status).toBe(403);
    expect((await sso(outsider, team.id)).status).toBe(404);
    const refused = await sso(owner, team.id, '/domain', { method: 'PUT', json: { domain: 'example.org' } });
    expect(refused.status).toBe(403);
    expect((await body(refused)).code).toBe('ENTERPRISE_REQUIRED');

    expect(
      (
        await t.request(`/api/admin/teams/${team.id}/enterprise`, {
          as: owner,
          method: 'PUT',
          json: { enterprise: true },
        })
      ).status,
    ).toBe(403);
    const granted = await body(await enterprise(team.id));
    expect(granted.team).toMatchObject({ id: team.id, enterprise: true, members: 2 });
    expect(
      (await body(await t.request(`/api/admin/teams?q=${team.slug}`, { as: siteAdmin }))).teams,
    ).toHaveLength(1);
    expect(
      (await sso(member, team.id, '/domain', { method: 'PUT', json: { domain: 'example.org' } })).status,
    ).toBe(403);
    expect(
      (await sso(outsider, team.id, '/domain', { method: 'PUT', json: { domain: 'example.org' } })).status,
    ).toBe(404);
    expect((await enterprise('no-such-team')).status).toBe(404);
  });

  it("lets no outsider or plain member read or change a team's single sign-on, and writes nothing", async () => {
    const { owner, team, domain } = await readyTeam();
    const member = await t.signUp();
    await h.invite(owner, team.id, member.email);
    await h.accept(member, await h.invitationToken(member.email));
    const outsider = await t.signUp();
    const calls: [string, { method?: string; json?: unknown }][] = [
      ['', {}],
      ['/domain', { method: 'PUT', json: { domain: 'stolen.test' } }],
      ['/domain/verify', { method: 'POST' }],
      ['/connection', { method: 'PUT', json: { issuer: provider.issuer, clientId: 'x', clientSecret: 'y' } }],
      ['/enforcement', { method: 'PUT', json: { enforced: true } }],
      ['', { method: 'DELETE' }],
    ];
    const [before] = await t.db.select().from(teamSso).where(eq(teamSso.teamId, team.id));
    for (const [path, init] of calls) {
      expect(
        (await sso(outsider, team.id, path, init)).status,
        `outsider ${init.method ?? 'GET'} ${path}`,
      ).toBe(404);
      expect((await sso(member, team.id, path, init)).status, `member ${init.method ?? 'GET'} ${path}`).toBe(
        403,
      );
    }
    const [after] = await t.db.select().from(teamSso).where(eq(teamSso.teamId, team.id));
    expect(after).toEqual(before);
    expect(after?.domain).toBe(domain);
    const admin = await t.request(`/api/admin/teams/${team.id}/enterprise`, {
      as: owner,
      method: 'PUT',
      json: { enterprise: false },
    });
    expect(admin.status).toBe(403);
    expect((await t.request('/api/admin/teams', { as: owner })).status).toBe(403);
  });

  it('lets an Enterprise team hold more than the plugin default of 100 pending invitations', async () => {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    await enterprise(team.id);
    const statuses = new Set<number>();
    for (let index = 0; index < 101; index++) {
      statuses.add((await h.invite(owner, team.id, `invitee${index}-${team.id}@example.org`)).status);
    }
    expect([...statuses]).toEqual([201]);
  });

  it('refuses a domain that is not a bare domain, and writes nothing', async () => {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    await enterprise(team.id);
    for (const domain of [
      'https://acme.test',
      'acme',
      'a'.repeat(250) + '.com',
      'acme.test/login',
      'ac\u0000me.test',
      '',
    ]) {
      const response = await sso(owner, team.id, '/domain', { method: 'PUT', json: { domain } });
      expect(response.status, domain).toBe(400);
    }
    expect(await t.db.select().from(teamSso).where(eq(teamSso.teamId, team.id))).toHaveLength(0);
  });

  it('verifies a domain by its TXT record; a second team cannot verify a domain another holds', async () => {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    await enterprise(team.id);
    const domain = `verify-${Date.now()}.test`;
    const claimed = await body(
      await sso(owner, team.id, '/domain', { method: 'PUT', json: { domain: ` ${domain.toUpperCase()} ` } }),
    );
    expect(claimed.sso).toMatchObject({ domain, domainVerifiedAt: null });
    expect(claimed.sso.verification.name).toBe(`_10kai-challenge.${domain}`);
    expect(claimed.sso.verification.value).toMatch(/^10kai-verification=/);

    const missing = await sso(owner, team.id, '/domain/verify', { method: 'POST' });
    expect(missing.status).toBe(409);
    expect(await body(missing)).toMatchObject({ code: 'SSO_DOMAIN_NOT_VERIFIED' });
    dns.setTxt(claimed.sso.verification.name, ['10kai-verification=someone-else']);
    expect((await body(await sso(owner, team.id, '/domain/verify', { method: 'POST' }))).error).toMatch(
      /does not hold/,
    );
    dns.setTxt(claimed.sso.verification.name, ['v=spf1 -all', claimed.sso.verification.value]);
    const verified = await body(await sso(owner, team.id, '/domain/verify', { method: 'POST' }));
    expect(verified.sso.domainVerifiedAt).toEqual(expect.any(String));
    expect(verified.sso.verification).toBeNull();

    const rivalOwner = await t.signUp();
    const rival = await h.createTeam(rivalOwner);
    await enterprise(rival.id);
    const rivalClaim = await body(
      await sso(rivalOwner, rival.id, '/domain', { method: 'PUT', json: { domain } }),
    );
    dns.setTxt(rivalClaim.sso.verification.name, [rivalClaim.sso.verification.value]);
    const taken = await sso(rivalOwner, rival.id, '/domain/verify', { method: 'POST' });
    expect(taken.status).toBe(409);
    expect(await body(taken)).toMatchObject({ code: 'SSO_DOMAIN_TAKEN' });
  });

  it('checks the connection by discovery and never returns or stores the secret in clear', async () => {
    const { owner, team } = await readyTeam();
    const read = (await body(await sso(owner, team.id))).sso;
    expect(read).toMatchObject({ issuer: provider.issuer, clientId: CLIENT.clientId, clientSecretSet: true });
    expect(JSON.stringify(read)).not.toContain(CLIENT.clientSecret);
    const [row] = await t.db.select().from(teamSso).where(eq(teamSso.teamId, team.id));
    expect(row?.clientSecret).not.toContain(CLIENT.clientSecret);

    const unreachable = await sso(owner, team.id, '/connection', {
      method: 'PUT',
      json: { issuer: 'http://127.0.0.1:9', clientId: 'x' },
    });
    expect(unreachable.status).toBe(422);
    expect(await body(unreachable)).toMatchObject({ code: 'SSO_ISSUER_INVALID' });
    const insecure = await sso(owner, team.id, '/connection', {
      method: 'PUT',
      json: { issuer: 'http://login.example.com', clientId: 'x', clientSecret: 'y' },
    });
    expect(insecure.status).toBe(400);
    // The refused changes left the saved connection as it was.
    expect((await body(await sso(owner, team.id))).sso.issuer).toBe(provider.issuer);
  });

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
