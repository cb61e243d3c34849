import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createTestApp, type TestUser } from '#server/test/create-test-app.ts';

interface Created {
  token: string;
  apiToken: { id: string; name: string; scope: string; prefix: string; lastUsedAt: string | null };
}

/**
 * Security promise "Scripts use personal API tokens": created on /account and shown once, stored hashed, named,
 * with a last-used time, revocable at once, and a read token cannot change anything.
 */
describe('personal API tokens', async () => {
  const t = await createTestApp();
  const alice = await t.signUp();
  const bob = await t.signUp();

  const create = async (as: TestUser, body: unknown) => t.request('/api/tokens', { as, json: body });
  const createOk = async (as: TestUser, name: string, scope: 'read' | 'read-write') => {
    const response = await create(as, { name, scope });
    expect(response.status).toBe(201);
    return (await response.json()) as Created;
  };
  const withToken = (token: string, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(path, {
      method: init.method,
      json: init.json,
      headers: { authorization: `Bearer ${token}` },
    });

  it('needs a signed-in browser session: 401 without one', async () => {
    expect((await t.request('/api/tokens')).status).toBe(401);
    expect((await t.request('/api/tokens', { json: { name: 'x', scope: 'read' } })).status).toBe(401);
    expect(
      (await t.request('/api/tokens/00000000-0000-0000-0000-000000000000', { method: 'DELETE' })).status,
    ).toBe(401);
  });

  it('creates a named token shown once, and lists it without its value', async () => {
    const { token, apiToken } = await createOk(alice, '  CI pipeline  ', 'read');
    expect(token).toMatch(/^10kai_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'CI pipeline', scope: 'read', lastUsedAt: null });
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    const list = await t.request('/api/tokens', { as: alice });
    const text = await list.text();
    expect(text).not.toContain(token);
    expect((JSON.parse(text) as { tokens: { id: string }[] }).tokens.map((row) => row.id)).toContain(
      apiToken.id,
    );
  });

  it('stores only a SHA-256 of the token', async () => {
    const { token, apiToken } = await createOk(alice, 'hashed', 'read');
    const rows = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from api_tokens where id = ${apiToken.id}`,
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('is accepted as Authorization: Bearer and records when it was last used', async () => {
    const { token, apiToken } = await createOk(alice, 'reader', 'read');
    const me = await withToken(token, '/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(alice.email);
    const { tokens } = (await (await t.request('/api/tokens', { as: alice })).json()) as {
      tokens: { id: string; lastUsedAt: string | null }[];
    };
    expect(tokens.find((row) => row.id === apiToken.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses writes with a read token (403, nothing written) and allows them with a read-write token', async () => {
    const reader = await createOk(alice, 'reader', 'read');
    const refused = await withToken(reader.token, '/api/lists', { json: { name: 'From a read token' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'TOKEN_READ_ONLY' });
    expect((await withToken(reader.token, '/api/lists')).status).toBe(200);
    const names = await queryRows<{ name: string }>(t.db, sql`select name from company_lists`);
    expect(names.map((row) => row.name)).not.toContain('From a read token');

    const writer = await createOk(alice, 'writer', 'read-write');
    expect((await withToken(writer.token, '/api/lists', { json: { name: 'From a writer' } })).status).toBe(
      201,
    );
  });

  it('revokes at once: the token then answers 401', async () => {
    const { token, apiToken } = await createOk(alice, 'short-lived', 'read-write');
    expect((await withToken(token, '/api/me')).status).toBe(200);
    const revoke = await t.request(`/api/tokens/${apiToken.id}`, { method: 'DELETE', as: alice });
    expect(revoke.status).toBe(204);
    expect((await withToken(token, '/api/me')).status).toBe(401);
    expect((await t.request(`/api/tokens/${apiToken.id}`, { method: 'DELETE', as: alice })).status).toBe(404);
  });

  it("answers 404 for another user's token and leaves it working", async () => {
    const { token, apiToken } = await createOk(bob, 'bob', 'read');
    expect((await t.request(`/api/tokens/${apiToken.id}`, { method: 'DELETE', as: alice })).status).toBe(404);
    expect((await withToken(token, '/api/me')).status).toBe(200);
    const aliceList = await (await t.request('/api/tokens', { as: alice })).text();
    expect(aliceList).not.toContain(apiToken.id);
  });

  it('cannot be used to manage tokens (403)', async () => {
    const { token } = await createOk(alice, 'writer', 'read-write');
    expect((await withToken(token, '/api/tokens')).status).toBe(403);
    expect((await withToken(token, '/api/tokens', { json: { name: 'minted', scope: 'read' } })).status).toBe(
      403,
    );
  });

  it('answers 401 to made-up, malformed and session tokens', async () => {
    for (const header of ['Bearer 10kai_not-a-real-token', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b']) {
      const response = await t.request('/api/me', { headers: { authorization: header } });
      expect({ header, status: response.status }).toEqual({ header, status: 401 });
    }
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const body of [
      { name: '', scope: 'read' },
      { name: 'x'.repeat(101), scope: 'read' },
      { name: 'ok', scope: 'admin' },
      { name: 'ok' },
      { name: 'ok', scope: 'read', userId: bob.id },
    ]) {
      const response = await create(alice, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect((await t.request('/api/tokens/not-a-uuid', { method: 'DELETE', as: alice })).status).toBe(404);
  });

  it('ends every token when the password changes', async () => {
    const carol = await t.signUp();
    const { token } = await createOk(carol, 'before change', 'read');
    const change = await t.request('/api/auth/change-password', {
      as: carol,
      json: { currentPassword: carol.password, newPassword: 'a brand new password' },
    });
    expect(change.status).toBe(200);
    expect((await withToken(token, '/api/me')).status).toBe(401);
  });
});
