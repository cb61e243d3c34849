import { describe, expect, it } from 'vitest';
import { unsubscribeToken } from '#server/alerts/unsubscribe-token.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { createTestApp } from '#server/test/create-test-app.ts';

describe('structured logs', async () => {
  const { lines, log } = captureLog('debug');
  const t = await createTestApp({ log });

  it('log every API request without passwords, cookies or tokens', async () => {
    const password = 'Sup3r-secret-passw0rd';
    const user = await t.signUp({ password });
    await t.request('/api/me', { as: user, auth: 'bearer' });
    await t.request('/api/me', { as: user });
    const output = lines.join('');
    expect(output).toContain('"path":"/api/me"');
    expect(output).not.toContain(password);
    expect(output).not.toContain(user.token);
    for (const cookiePart of user.cookie.split('; ')) expect(output).not.toContain(cookiePart.split('=')[1]!);
  });

  it('never log a capability token that sits in a path: calendar feeds, unsubscribe links, reset links', async () => {
    const user = await t.signUp();
    const created = await t.request('/api/calendar/token', { as: user, json: {} });
    const feed = new URL(((await created.json()) as { url: string }).url).pathname;
    const unsubscribe = `/api/alerts/unsubscribe/${unsubscribeToken(t.deps.secret, user.id, 'alerts', Date.now())}`;
    const reset = '/api/auth/reset-password/Zq8vLkP2m4NwXr7T';
    const secrets = [feed, unsubscribe, reset].map((path) =>
      path
        .split('/')
        .at(-1)!
        .replace(/\.ics$/, ''),
    );
    const before = lines.length;
    expect((await t.request(feed)).status).toBe(200);
    expect((await t.request(unsubscribe)).status).toBe(200);
    await t.request(`${reset}?callbackURL=/reset-password`);
    // A refused one (a wrong token) is logged twice, as a request and as a security line: neither keeps it.
    expect((await t.request('/api/calendar/not-a-real-feed-token.ics')).status).toBe(404);
    const output = lines.slice(before).join('\n');
    for (const secret of [...secrets, 'not-a-real-feed-token']) expect(output).not.toContain(secret);
    expect(output).toContain('"path":"/api/calendar/[redacted].ics"');
    expect(output).toContain('"path":"/api/alerts/unsubscribe/[redacted]"');
  });
});
