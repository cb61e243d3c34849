import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamSso } from '../schema.ts';
import {
  SSO_CLIENT as CLIENT,
  createSsoTestApp,
  SSO_REDIRECT_URI as REDIRECT_URI,
} from './testing/sso-app.ts';

/* A team's single sign-on settings (ADR 0325): who may read and change them, the domain, the connection. */
describe('team single sign-on settings', async () => {
  const { t, h, dns, provider, siteAdmin, sso, enterprise, body, readyTeam } = await createSsoTestApp();

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
      `${'a'.repeat(250)}.com`,
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
});
