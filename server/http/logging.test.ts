import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/capture-log.ts';
import { createTestApp } from '../test/create-test-app.ts';

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
});
