import { describe, expect, it } from 'vitest';
import { createAccountsApp } from '#server/accounts/testing/accounts-app.ts';

/**
 * Security promise "Security events are logged with user and IP": every refused API request (CSRF, 401, 403, 429)
 * writes a line naming the user when a credential identifies one, and the client IP per TRUST_PROXY.
 */
describe('logs of rejected requests', async () => {
  const t = await createAccountsApp({ TRUST_PROXY: 'true' });
  const email = t.uniqueEmail();
  await t.signUp(email, 'correct horse battery', '10.11.0.1');
  const { cookie } = await t.signIn(email, 'correct horse battery', '10.11.0.2');
  const me = (await (await t.call('/api/me', { cookie })).json()) as { user: { id: string } };

  const rejected = () =>
    t.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((event) => event.security === 'request_rejected');

  it('names the user and the IP of a cross-site request refused by CSRF protection', async () => {
    const response = await t.call('/api/lists', {
      json: { name: 'Forged' },
      cookie,
      ip: '203.0.113.7',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(rejected().at(-1)).toMatchObject({
      status: 403,
      code: 'CSRF_REJECTED',
      userId: me.user.id,
      ip: '203.0.113.7',
      path: '/api/lists',
      method: 'POST',
    });
  });

  it('names the owner of a read-only API token refused on a write', async () => {
    const created = await t.call('/api/tokens', { json: { name: 'reader', scope: 'read' }, cookie });
    const { token } = (await created.json()) as { token: string };
    const response = await t.call('/api/lists', { json: { name: 'From a read token' }, bearer: token });
    expect(response.status).toBe(403);
    expect(rejected().at(-1)).toMatchObject({
      status: 403,
      code: 'TOKEN_READ_ONLY',
      userId: me.user.id,
      path: '/api/lists',
      method: 'POST',
    });
  });

  it('gives the IP of an unauthenticated call, from the right-most X-Forwarded-For entry', async () => {
    expect((await t.call('/api/me', { ip: '198.51.100.1, 203.0.113.8' })).status).toBe(401);
    expect(rejected().at(-1)).toMatchObject({
      status: 401,
      userId: null,
      ip: '203.0.113.8',
      path: '/api/me',
    });
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const untrusting = await createAccountsApp({}, t.database);
    expect((await untrusting.call('/api/me', { ip: '203.0.113.9' })).status).toBe(401);
    const event = untrusting.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.security === 'request_rejected');
    expect(event).toMatchObject({ status: 401, ip: 'unknown' });
  });

  it('logs rate-limited auth calls with the IP', async () => {
    let status = 0;
    for (let i = 0; i < 5 && status !== 429; i++) {
      status = (await t.signIn('someone@example.com', 'wrong password', '203.0.113.10')).response.status;
    }
    expect(status).toBe(429);
    expect(rejected().at(-1)).toMatchObject({ status: 429, ip: '203.0.113.10' });
  });

  it('never logs the cookie or the password', () => {
    const all = t.lines.join('\n');
    for (const part of cookie.split('; ')) expect(all).not.toContain(part.split('=')[1]);
    expect(all).not.toContain('correct horse battery');
  });
});
