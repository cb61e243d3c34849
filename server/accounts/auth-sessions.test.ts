import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from './session-policy.ts';
import { cookieOf, createAccountsApp } from './testing/accounts-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  let ipSequence = 0;
  const ip = () => `10.6.${Math.floor(++ipSequence / 200)}.${ipSequence % 200}`;

  async function newUser() {
    const email = t.uniqueEmail();
    await t.signUp(email, 'correct horse battery', ip());
    return email;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const { response } = await t.signIn(await newUser(), 'correct horse battery', ip());
    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('creates a new session id at every sign-in, even when an old cookie is sent along', async () => {
    const email = await newUser();
    const first = await t.signIn(email, 'correct horse battery', ip());
    const second = await t.call('/api/auth/sign-in/email', {
      json: { email, password: 'correct horse battery' },
      cookie: first.cookie,
      ip: ip(),
    });
    const renewed = cookieOf(second);
    expect(renewed).toMatch(/session_token=/);
    expect(renewed).not.toBe(first.cookie);
    expect((await t.call('/api/me', { cookie: renewed })).status).toBe(200);
  });

  it('sign-out revokes at once: replaying the cookie answers 401', async () => {
    const { cookie } = await t.signIn(await newUser(), 'correct horse battery', ip());
    expect((await t.call('/api/me', { cookie })).status).toBe(200);
    expect((await t.call('/api/auth/sign-out', { json: {}, cookie })).status).toBe(200);
    const replayCookie = await t.call('/api/me', { cookie });
    expect(replayCookie.status).toBe(401);
    expect(await replayCookie.json()).toEqual({
      error: 'Authentication required. Please sign in.',
      code: 'UNAUTHORIZED',
    });
  });

  it('a password change revokes every older session, even if the client asks to keep them', async () => {
    const email = await newUser();
    const laptop = await t.signIn(email, 'correct horse battery', ip());
    const phone = await t.signIn(email, 'correct horse battery', ip());
    const change = await t.call('/api/auth/change-password', {
      json: {
        currentPassword: 'correct horse battery',
        newPassword: 'a brand new password',
        revokeOtherSessions: false,
      },
      cookie: laptop.cookie,
      ip: ip(),
    });
    expect(change.status).toBe(200);
    expect((await t.call('/api/me', { cookie: phone.cookie })).status).toBe(401);
    expect((await t.call('/api/me', { cookie: laptop.cookie })).status).toBe(401);
    // The session handed back (as a cookie) with the change keeps the user signed in on this device.
    const renewed = cookieOf(change);
    expect(renewed).toMatch(/session_token=/);
    expect((await t.call('/api/me', { cookie: renewed })).status).toBe(200);
  });

  it('expires a session left idle longer than the idle limit', async () => {
    const { cookie } = await t.signIn(await newUser(), 'correct horse battery', ip());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_IDLE_SECONDS * 1000 - DAY });
    expect((await t.call('/api/me', { cookie })).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_IDLE_SECONDS * 1000 + 60_000);
    expect((await t.call('/api/me', { cookie })).status).toBe(401);
  });

  it('ends even a busy session at the absolute cap', async () => {
    const start = Date.now();
    const { cookie } = await t.signIn(await newUser(), 'correct horse battery', ip());
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    let lastOk = start;
    for (let now = start + DAY; now < start + SESSION_ABSOLUTE_SECONDS * 1000 + 2 * DAY; now += 2 * DAY) {
      vi.setSystemTime(now);
      if ((await t.call('/api/me', { cookie })).status !== 200) break;
      lastOk = now;
    }
    // Used every second day it never idles out, yet it stops at 30 days.
    expect(lastOk).toBeGreaterThan(start + SESSION_ABSOLUTE_SECONDS * 1000 - 3 * DAY);
    expect(lastOk).toBeLessThan(start + SESSION_ABSOLUTE_SECONDS * 1000);
    vi.setSystemTime(start + SESSION_ABSOLUTE_SECONDS * 1000 + 1000);
    expect((await t.call('/api/me', { cookie })).status).toBe(401);
  });
});
