import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { getCompanyDescription } from './profile-service.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines',
  companyWebsite: 'example.com',
  companyDescription: 'Cloud security software for mid-size banks',
};

describe('profile API', async () => {
  const t = await createTestApp();
  const alice = await t.signUp();
  const bob = await t.signUp();

  it('needs a session', async () => {
    const response = await t.request('/api/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Authentication required. Please sign in.',
      code: 'UNAUTHORIZED',
    });
  });

  it('starts with the sign-up name and the spec notification defaults', async () => {
    const response = await t.request('/api/profile', { as: alice });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      profile: {
        firstName: 'Test',
        lastName: 'User 1',
        companyName: '',
        companyWebsite: '',
        companyDescription: '',
        updatedAt: null,
      },
      notifications: {
        emailNotifications: true,
        secFilingAlerts: true,
        weeklyDigest: true,
        productUpdates: false,
      },
    });
  });

  it('saves and returns the profile (cookie or bearer), trimmed, for this user only', async () => {
    const saved = await t.request('/api/profile', {
      method: 'PUT',
      as: alice,
      json: { ...valid, firstName: '  Ada  ' },
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { profile: Record<string, unknown> };
    expect(body.profile).toMatchObject({ ...valid, firstName: 'Ada' });
    const read = (await (await t.request('/api/profile', { as: alice, auth: 'bearer' })).json()) as {
      profile: Record<string, unknown>;
    };
    expect(read.profile).toMatchObject(valid);
    expect(await getCompanyDescription(t.db, alice.id)).toBe(valid.companyDescription);
    const other = (await (await t.request('/api/profile', { as: bob })).json()) as {
      profile: Record<string, unknown>;
    };
    expect(other.profile.companyDescription).toBe('');
  });

  it('saves a name alone: what the company sells is needed for analysis, not for a profile', async () => {
    const carol = await t.signUp({ name: 'Carol' });
    const saved = await t.request('/api/profile', {
      method: 'PUT',
      as: carol,
      json: { firstName: 'Carol', lastName: 'Danvers' },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { profile: unknown }).profile).toMatchObject({
      firstName: 'Carol',
      lastName: 'Danvers',
      companyDescription: '',
    });
    expect(await getCompanyDescription(t.db, carol.id)).toBeNull();
    // The account's name follows, so /account and the initials show it.
    const me = (await (await t.request('/api/me', { as: carol })).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Carol Danvers');
  });

  it('keeps the account name when My Details is saved without a name', async () => {
    const erin = await t.signUp({ name: 'Erin Example' });
    const saved = await t.request('/api/profile', {
      method: 'PUT',
      as: erin,
      json: { firstName: ' ', lastName: '', companyName: 'Acme' },
    });
    expect(saved.status).toBe(200);
    const me = (await (await t.request('/api/me', { as: erin })).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Erin Example');
  });

  it('splits a one-word sign-up name into a first name only', async () => {
    const dave = await t.signUp({ name: '  Dave  ' });
    const read = (await (await t.request('/api/profile', { as: dave })).json()) as { profile: unknown };
    expect(read.profile).toMatchObject({ firstName: 'Dave', lastName: '' });
  });

  it.each([
    [{ ...valid, companyDescription: 42 }, /companyDescription/],
    [{ ...valid, companyWebsite: 'not a site' }, /companyWebsite/],
    [{ ...valid, companyWebsite: 'javascript:alert(1)' }, /companyWebsite/],
    [{ ...valid, companyWebsite: 'https://user:pw@example.com' }, /companyWebsite/],
    [{ ...valid, firstName: 'x'.repeat(101) }, /firstName/],
    [{ ...valid, firstName: 42 }, /firstName/],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const response = await t.request('/api/profile', { method: 'PUT', as: bob, json: body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('accepts a full URL or a bare host name as website', async () => {
    for (const companyWebsite of ['https://www.example.co.uk/about', 'sub.example.io', '']) {
      const response = await t.request('/api/profile', {
        method: 'PUT',
        as: bob,
        json: { ...valid, companyWebsite },
      });
      expect(response.status).toBe(200);
    }
  });

  it('answers 400 for malformed JSON and 415 for another content type, never 500', async () => {
    const malformed = await t.request('/api/profile', {
      method: 'PUT',
      as: bob,
      headers: { 'content-type': 'application/json' },
      body: '{"companyDescription":',
    });
    expect(malformed.status).toBe(400);
    const wrongType = await t.request('/api/profile', {
      method: 'PUT',
      as: bob,
      body: 'companyDescription=x',
    });
    expect(wrongType.status).toBe(415);
  });

  it('stores notification preferences per user', async () => {
    const prefs = {
      emailNotifications: false,
      secFilingAlerts: true,
      weeklyDigest: false,
      productUpdates: true,
    };
    const saved = await t.request('/api/profile/notifications', { method: 'PUT', as: alice, json: prefs });
    expect(saved.status).toBe(200);
    const read = (await (await t.request('/api/profile', { as: alice })).json()) as {
      notifications: unknown;
    };
    expect(read.notifications).toEqual(prefs);
    const bobs = (await (await t.request('/api/profile', { as: bob })).json()) as { notifications: unknown };
    expect(bobs.notifications).toMatchObject({ emailNotifications: true, productUpdates: false });
    const partial = await t.request('/api/profile/notifications', {
      method: 'PUT',
      as: alice,
      json: { weeklyDigest: true },
    });
    expect(partial.status).toBe(400);
  });
});

describe('sessions API', async () => {
  const t = await createTestApp();
  const alice = await t.signUp();
  const bob = await t.signUp();

  it('lists the user sessions without tokens, marking the current one', async () => {
    const response = await t.request('/api/account/sessions', { as: alice });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(alice.token);
    const { sessions } = JSON.parse(text) as { sessions: { id: string; current: boolean }[] };
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true });
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual(
      ['createdAt', 'current', 'id', 'ipAddress', 'lastActiveAt', 'userAgent'].sort(),
    );
  });

  it('revokes an own session at once, and answers 404 for another user session, leaving it alive', async () => {
    const { sessions: bobs } = (await (await t.request('/api/account/sessions', { as: bob })).json()) as {
      sessions: { id: string }[];
    };
    const bobSession = bobs[0]?.id ?? '';
    const foreign = await t.request(`/api/account/sessions/${bobSession}`, { method: 'DELETE', as: alice });
    expect(foreign.status).toBe(404);
    expect((await t.request('/api/me', { as: bob })).status).toBe(200);

    const own = await t.request(`/api/account/sessions/${bobSession}`, { method: 'DELETE', as: bob });
    expect(own.status).toBe(204);
    expect((await t.request('/api/me', { as: bob })).status).toBe(401);
  });

  it('does not expose Better Auth list-sessions (which carries tokens)', async () => {
    expect((await t.request('/api/auth/list-sessions', { as: alice })).status).toBe(404);
  });
});
