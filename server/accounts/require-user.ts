import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getPlan, type Plan } from '../billing/get-plan.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { authenticateApiToken } from './api-tokens.ts';
import type { Auth } from './auth.ts';
import { user as userTable } from './schema.ts';
import { absoluteExpiry } from './session-policy.ts';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  isAdmin: boolean;
  plan: Plan;
  /** The browser session's id; empty for a call made with a personal API token. */
  sessionId: string;
  /** Set when the call was made with a personal API token instead of a session cookie. */
  apiToken?: { id: string; scope: 'read' | 'read-write' };
}

export type AuthEnv = { Variables: { user: CurrentUser } };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller: a browser by its HttpOnly session cookie, a script by a personal API token in
 * `Authorization: Bearer` (a read token may only read). Without either the call is refused.
 */
export function requireUser(
  auth: Auth,
  db: Db,
  clock: () => Date = () => new Date(),
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
      const apiToken = token ? await authenticateApiToken(db, token, clock()) : null;
      if (!apiToken) throw AppError.unauthorized('Invalid or revoked API token.');
      if (apiToken.scope === 'read' && !READ_METHODS.has(c.req.method)) {
        throw AppError.forbidden(
          'This API token can only read. Create a read-write token to make changes.',
          'TOKEN_READ_ONLY',
        );
      }
      const [row] = await db.select().from(userTable).where(eq(userTable.id, apiToken.userId));
      if (!row) throw AppError.unauthorized('Invalid or revoked API token.');
      c.set('user', {
        id: row.id,
        email: row.email,
        name: row.name,
        emailVerified: row.emailVerified,
        image: row.image ?? null,
        createdAt: row.createdAt,
        isAdmin: row.role === 'admin',
        plan: await getPlan(db, row.id),
        sessionId: '',
        apiToken: { id: apiToken.id, scope: apiToken.scope },
      });
      return next();
    }
    // Only the cookie: Better Auth's request-shape checks (meant for its own form posts) must not turn a
    // wrong Content-Type on a product route into "signed out"; that is the route's 415 to give.
    const cookie = c.req.header('cookie');
    const result = cookie ? await auth.api.getSession({ headers: new Headers({ cookie }) }) : null;
    if (!result) throw AppError.unauthorized();
    const { user, session } = result;
    // Belt and braces for the absolute cap, which the session refresh hook already applies to expiresAt.
    if (absoluteExpiry(new Date(session.createdAt)) <= new Date()) throw AppError.unauthorized();
    c.set('user', {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      createdAt: user.createdAt,
      isAdmin: (user as { role?: string }).role === 'admin',
      plan: await getPlan(db, user.id),
      sessionId: session.id,
    });
    await next();
  };
}

/** Admin routes: 401 without a session (requireUser runs first), 403 for everyone but admins. */
export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('user').isAdmin) throw AppError.forbidden('Admin access required.', 'ADMIN_REQUIRED');
  await next();
};
