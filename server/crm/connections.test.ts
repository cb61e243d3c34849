import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user as userTable } from '#server/accounts/schema.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createConnectionStore, safeReturnPath } from './connections.ts';
import { crmConnections } from './schema.ts';
import { createTokenCipher, crmTokenKey } from './token-cipher.ts';

describe('CRM connection store', async () => {
  const t = await createTestApp();
  const store = createConnectionStore(
    t.db,
    createTokenCipher(crmTokenKey(undefined, 'secret-one-secret-one-secret-one')),
  );
  const tokens = {
    accessToken: 'access-123',
    refreshToken: 'refresh-456',
    instanceUrl: 'https://example.my.salesforce.com',
    accountName: 'me@example.com',
    accessExpiresAt: null,
  };

  it('keeps tokens sealed in the table and opens them for the server', async () => {
    const user = await t.signUp();
    await store.save(user.id, 'salesforce', tokens);
    const [row] = await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id));
    expect(JSON.stringify(row)).not.toContain('access-123');
    expect(JSON.stringify(row)).not.toContain('refresh-456');
    expect(await store.get(user.id, 'salesforce')).toMatchObject({
      accessToken: 'access-123',
      refreshToken: 'refresh-456',
    });
  });

  it('drops a connection sealed under another key instead of failing', async () => {
    const user = await t.signUp();
    await store.save(user.id, 'hubspot', tokens);
    const otherKey = createConnectionStore(t.db, createTokenCipher(crmTokenKey('22'.repeat(32), 'unused')));
    expect(await otherKey.get(user.id, 'hubspot')).toBeNull();
    expect(await store.get(user.id, 'hubspot')).toBeNull();
  });

  it("will not open a token copied into another user's row", async () => {
    const owner = await t.signUp();
    const thief = await t.signUp();
    await store.save(owner.id, 'salesforce', tokens);
    await store.save(thief.id, 'salesforce', {
      ...tokens,
      accessToken: 'thief-access',
      refreshToken: 'thief-refresh',
    });
    const [stolen] = await t.db.select().from(crmConnections).where(eq(crmConnections.userId, owner.id));
    await t.db
      .update(crmConnections)
      .set({ accessToken: stolen!.accessToken, refreshToken: stolen!.refreshToken })
      .where(eq(crmConnections.userId, thief.id));
    expect(await store.get(thief.id, 'salesforce')).toBeNull();
    expect(await store.get(owner.id, 'salesforce')).toMatchObject({ accessToken: 'access-123' });
  });

  it('deletes the tokens with the account', async () => {
    const user = await t.signUp();
    await store.save(user.id, 'salesforce', tokens);
    await store.save(user.id, 'hubspot', tokens);
    await t.db.delete(userTable).where(eq(userTable.id, user.id));
    expect(await t.db.select().from(crmConnections).where(eq(crmConnections.userId, user.id))).toEqual([]);
  });

  it('takes single-use OAuth states that expire', async () => {
    const user = await t.signUp();
    const now = new Date();
    const { state } = await store.startOauth({
      userId: user.id,
      provider: 'salesforce',
      returnTo: '/account',
      now,
    });
    expect(await store.finishOauth({ state, provider: 'hubspot', now })).toBeNull();
    const { state: second } = await store.startOauth({
      userId: user.id,
      provider: 'salesforce',
      returnTo: '/x',
      now,
    });
    expect(
      await store.finishOauth({
        state: second,
        provider: 'salesforce',
        now: new Date(now.getTime() + 11 * 60_000),
      }),
    ).toBeNull();
    const { state: third } = await store.startOauth({
      userId: user.id,
      provider: 'salesforce',
      returnTo: '/x',
      now,
    });
    expect(await store.finishOauth({ state: third, provider: 'salesforce', now })).toMatchObject({
      userId: user.id,
      returnTo: '/x',
    });
    expect(await store.finishOauth({ state: third, provider: 'salesforce', now })).toBeNull();
  });

  it('returns only to in-app paths', () => {
    expect(safeReturnPath('/dashboard?page=search')).toBe('/dashboard?page=search');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      undefined,
    ]) {
      expect(safeReturnPath(bad)).toBe('/dashboard');
    }
  });
});
