import { it } from 'vitest';
import { createTestApp } from '../test/create-test-app.ts';
it('dbg', async () => {
  const t = await createTestApp();
  const u = await t.signUp();
  console.log(u.cookie, u.token);
  const r = await t.request('/api/me', { as: u });
  console.log(r.status, await r.text());
  const r2 = await t.request('/api/lists', { as: u, json: { name: 'x' } });
  console.log(r2.status, await r2.text());
});
