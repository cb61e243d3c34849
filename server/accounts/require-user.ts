import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '#server/db/client.ts';
import type { AuthEnv, CurrentUser } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import type { Plan } from '../../contract/plans.ts';
import { authenticateApiToken, touchApiToken } from './api-tokens.ts';
import type { Auth } from './auth.ts';
import { user as userTable } from './schema.ts';
import type { CachedCaller, SessionCache } from './session-cache.ts';
import { absoluteExpiry } from './session-policy.ts';
import { touchSession } from './sessions-service.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** API token "last used" is written at most this often per token (the list shows it to the minute). */
const TOKEN_TOUCH_MS = 60_000;
/** Better Auth's session cookie (the `__Secure-` prefix under HTTPS); its value is the signed session token. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The plan by the one plan rule (`billing/get-plan.ts`), possibly from the plan cache. */
export type PlanLookup = (userId: string) => Promise<Plan>;

function currentUser(planOf: PlanLookup, caller: CachedCaller): CurrentUser {
  let plan: Promise<Plan> | undefined;
  const { validUntil: _validUntil, ...facts } = caller;
  return {
    ...facts,
    plan: () => {
      plan ??= planOf(caller.id);
      return plan;
    },
  };
}

async function callerFromToken(db: Db, token: string, now: Date): Promise<CachedCaller | null> {
  const apiToken = await authenticateApiToken(db, token, now);
  if (!apiToken) return null;
  const [row] = await db.select().from(userTable).where(eq(userTable.id, apiToken.userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    image: row.image ?? null,
    createdAt: row.createdAt,
    isAdmin: row.role === 'admin',
    sessionId: '',
    apiToken: { id: apiToken.id, scope: apiToken.scope },
    validUntil: Number.POSITIVE_INFINITY,
  };
}

async function callerFromCookie(auth: Auth, cookie: string): Promise<CachedCaller | null> {
  const result = await auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!result) return null;
  const { user, session } = result;
  // Belt and braces for the absolute cap, which the session refresh hook already applies to expiresAt.
  const cap = Math.min(
    absoluteExpiry(new Date(session.createdAt)).getTime(),
    new Date(session.expiresAt).getTime(),
  );
  if (cap <= Date.now()) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    createdAt: user.createdAt,
    isAdmin: (user as { role?: string }).role === 'admin',
    sessionId: session.id,
    validUntil: cap,
  };
}

/**
 * Resolves the caller: a browser by its HttpOnly session cookie, a script by a personal API token in
 * `Authorization: Bearer` (a read token may only read). Without either the call is refused. A resolved
 * credential is kept a few seconds in the session cache (revocations clear it in every process).
 */
export function requireUser(
  auth: Auth,
  db: Db,
  planOf: PlanLookup,
  clock: () => Date = () => new Date(),
  cache?: SessionCache,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
      let caller = token ? cache?.get(`token:${token}`) : undefined;
      if (token && !caller) {
        const generation = cache?.generation() ?? 0;
        caller = (await callerFromToken(db, token, clock())) ?? undefined;
        if (caller?.apiToken) {
          cache?.set(`token:${token}`, caller, generation);
          cache?.lastTouched.set(caller.apiToken.id, clock().getTime());
        }
      } else if (caller?.apiToken && cache) {
        const at = clock().getTime();
        if (at - (cache.lastTouched.get(caller.apiToken.id) ?? 0) >= TOKEN_TOUCH_MS) {
          cache.lastTouched.set(caller.apiToken.id, at);
          await touchApiToken(db, caller.apiToken.id, clock());
        }
      }
      if (!caller?.apiToken) throw AppError.unauthorized('Invalid or revoked API token.');
      // Set before the read-only refusal: the request log names the token's owner, as for every other refusal.
      c.set('user', currentUser(planOf, caller));
      if (caller.apiToken.scope === 'read' && !READ_METHODS.has(c.req.method)) {
        throw AppError.forbidden(
          'This API token can only read. Create a read-write token to make changes.',
          'TOKEN_READ_ONLY',
        );
      }
      return next();
    }
    // Only the cookie: Better Auth's request-shape checks (meant for its own form posts) must not turn a
    // wrong Content-Type on a product route into "signed out"; that is the route's 415 to give.
    const cookie = c.req.header('cookie');
    const sessionToken = cookie ? SESSION_COOKIE.exec(cookie)?.[1] : undefined;
    if (!cookie || !sessionToken) throw AppError.unauthorized();
    let caller = cache?.get(`session:${sessionToken}`);
    if (!caller) {
      const generation = cache?.generation() ?? 0;
      caller = (await callerFromCookie(auth, cookie)) ?? undefined;
      if (!caller) throw AppError.unauthorized();
      cache?.set(`session:${sessionToken}`, caller, generation);
      // Only when the session was read from the database: "last active" is to the minute, not to the request.
      await touchSession(db, caller.sessionId, clock());
    }
    c.set('user', currentUser(planOf, caller));
    await next();
  };
}

/**
 * Routes for a signed-in browser only (requireUser runs first): managing API tokens and admin powers. A token
 * leaked from a script could otherwise mint others or act as an admin, and it could never be contained.
 */
export const requireSession: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (c.get('user').apiToken) {
    throw AppError.forbidden(
      'This needs a signed-in browser: an API token cannot manage API tokens or use the admin area.',
      'SESSION_REQUIRED',
    );
  }
  await next();
};

/**
 * Admin routes: 401 without a session and 403 for an API token (requireUser and requireSession run first), 403 for
 * everyone but admins.
 */
export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('user').isAdmin) throw AppError.forbidden('Admin access required.', 'ADMIN_REQUIRED');
  await next();
};
