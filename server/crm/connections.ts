import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type CrmProvider, crmConnections, crmOauthStates } from './schema.ts';
import type { TokenCipher } from './token-cipher.ts';

/** Ten minutes to finish the provider's consent screen; a state older than that is refused. */
const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export interface CrmTokens {
  accessToken: string;
  refreshToken: string | null;
  instanceUrl: string | null;
  accountName: string | null;
  accessExpiresAt: Date | null;
}

/** What a refresh changes: the access token, and the refresh token or host when the provider sends new ones. */
export type RefreshedTokens = Pick<CrmTokens, 'accessToken' | 'accessExpiresAt'> &
  Partial<Pick<CrmTokens, 'refreshToken' | 'instanceUrl'>>;

export interface CrmConnection extends CrmTokens {
  userId: string;
  provider: CrmProvider;
}

export interface ConnectionStore {
  get(userId: string, provider: CrmProvider): Promise<CrmConnection | null>;
  save(userId: string, provider: CrmProvider, tokens: CrmTokens): Promise<void>;
  /** After a refresh: the new access token (and refresh token when the provider rotates it). */
  updateTokens(userId: string, provider: CrmProvider, tokens: RefreshedTokens): Promise<void>;
  remove(userId: string, provider: CrmProvider): Promise<boolean>;
  startOauth(input: { userId: string; provider: CrmProvider; returnTo: string; now: Date }): Promise<{
    state: string;
    codeChallenge: string;
  }>;
  /** Single use: the state row is deleted as it is read, so a replayed callback finds nothing. */
  finishOauth(input: { state: string; provider: CrmProvider; now: Date }): Promise<{
    userId: string;
    codeVerifier: string;
    returnTo: string;
  } | null>;
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createConnectionStore(db: Db, cipher: TokenCipher): ConnectionStore {
  /** Each sealed value is bound to its owner, provider and field, so values cannot be swapped between rows. */
  const context = (userId: string, provider: CrmProvider, field: 'access' | 'refresh' | 'verifier') =>
    `${userId}:${provider}:${field}`;
  const where = (userId: string, provider: CrmProvider) =>
    and(eq(crmConnections.userId, userId), eq(crmConnections.provider, provider));

  return {
    async get(userId, provider) {
      const [row] = await db.select().from(crmConnections).where(where(userId, provider));
      if (!row) return null;
      let accessToken: string;
      let refreshToken: string | null;
      try {
        accessToken = cipher.open(row.accessToken, context(userId, provider, 'access'));
        refreshToken = row.refreshToken
          ? cipher.open(row.refreshToken, context(userId, provider, 'refresh'))
          : null;
      } catch {
        // Sealed under another key (the secret changed): unusable, so the user simply connects again.
        await db.delete(crmConnections).where(where(userId, provider));
        return null;
      }
      return {
        userId,
        provider,
        accessToken,
        refreshToken,
        instanceUrl: row.instanceUrl,
        accountName: row.accountName,
        accessExpiresAt: row.accessExpiresAt,
      };
    },

    async save(userId, provider, tokens) {
      const values = {
        accessToken: cipher.seal(tokens.accessToken, context(userId, provider, 'access')),
        refreshToken: tokens.refreshToken
          ? cipher.seal(tokens.refreshToken, context(userId, provider, 'refresh'))
          : null,
        instanceUrl: tokens.instanceUrl,
        accountName: tokens.accountName,
        accessExpiresAt: tokens.accessExpiresAt,
        updatedAt: new Date(),
      };
      await db
        .insert(crmConnections)
        .values({ userId, provider, ...values })
        .onConflictDoUpdate({ target: [crmConnections.userId, crmConnections.provider], set: values });
    },

    async updateTokens(userId, provider, tokens) {
      await db
        .update(crmConnections)
        .set({
          accessToken: cipher.seal(tokens.accessToken, context(userId, provider, 'access')),
          accessExpiresAt: tokens.accessExpiresAt,
          ...(tokens.refreshToken
            ? { refreshToken: cipher.seal(tokens.refreshToken, context(userId, provider, 'refresh')) }
            : {}),
          ...(tokens.instanceUrl ? { instanceUrl: tokens.instanceUrl } : {}),
          updatedAt: new Date(),
        })
        .where(where(userId, provider));
    },

    async remove(userId, provider) {
      const removed = await db
        .delete(crmConnections)
        .where(where(userId, provider))
        .returning({ id: crmConnections.id });
      return removed.length > 0;
    },

    async startOauth({ userId, provider, returnTo, now }) {
      const state = randomBytes(24).toString('base64url');
      const verifier = randomBytes(48).toString('base64url');
      await db.delete(crmOauthStates).where(lt(crmOauthStates.expiresAt, now));
      await db.insert(crmOauthStates).values({
        state,
        userId,
        provider,
        codeVerifier: cipher.seal(verifier, context(userId, provider, 'verifier')),
        returnTo,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
      });
      return { state, codeChallenge: pkceChallenge(verifier) };
    },

    async finishOauth({ state, provider, now }) {
      const [row] = await db
        .delete(crmOauthStates)
        .where(and(eq(crmOauthStates.state, state), eq(crmOauthStates.provider, provider)))
        .returning();
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      return {
        userId: row.userId,
        codeVerifier: cipher.open(row.codeVerifier, context(row.userId, provider, 'verifier')),
        returnTo: row.returnTo,
      };
    },
  };
}

/** Only in-app paths come back from the provider: anything that could leave the site becomes the dashboard. */
export function safeReturnPath(value: string | undefined, fallback = '/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (!/^\/[A-Za-z0-9\-_/?=&.%~+]*$/.test(value) || value.length > 500) return fallback;
  return value;
}
