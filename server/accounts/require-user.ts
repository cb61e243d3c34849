import type { MiddlewareHandler } from 'hono';
import { getPlan, type Plan } from '../billing/get-plan.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Auth } from './auth.ts';
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
  sessionId: string;
}

export type AuthEnv = { Variables: { user: CurrentUser } };

/** Resolves the session from the HttpOnly cookie or `Authorization: Bearer`; without one the call is refused. */
export function requireUser(auth: Auth, db: Db): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    // Only the credentials: Better Auth's request-shape checks (meant for its own form posts) must not turn a
    // wrong Content-Type on a product route into "signed out"; that is the route's 415 to give.
    const headers = new Headers();
    for (const name of ['cookie', 'authorization']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const result = await auth.api.getSession({ headers });
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
