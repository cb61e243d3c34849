import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { completeSsoSignIn, enforcedSsoFor, SsoSignInError } from './sso-sign-in.ts';

/** Holds the sign-in attempt's state between `/api/sso/start` and the provider's redirect back (login CSRF). */
export const SSO_STATE_COOKIE = 'tenkai_sso_state';
export const SSO_STATE_COOKIE_PATH = '/api/auth/sso';

/** Paths where a password is used to sign in or to start an account: refused for a domain that enforces SSO. */
const PASSWORD_PATHS = new Set(['/sign-in/email', '/sign-up/email']);

function bodyEmail(body: unknown): string | null {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/**
 * Team single sign-on inside Better Auth (ADR 0325): the provider's redirect lands on `/api/auth/sso/callback`, an
 * endpoint of this plugin, so the session it makes is an ordinary Better Auth session (same cookie, same policy,
 * same hooks). And a password is refused, at sign-in and at sign-up, for an address whose domain enforces SSO.
 */
export function teamSsoPlugin(input: {
  db: Db;
  secret: string;
  appUrl: string;
  allowLoopbackIssuer: boolean;
  log: Logger;
}) {
  const signInPage = (reason: string) => `${input.appUrl}/login?sso_error=${reason}`;
  return {
    id: 'team-sso',
    endpoints: {
      teamSsoCallback: createAuthEndpoint(
        '/sso/callback',
        {
          method: 'GET',
          // Loose: the provider adds parameters of its own (`iss`, `session_state`), which openid-client checks.
          query: z.looseObject({
            state: z.string().max(200).optional(),
            code: z.string().max(2000).optional(),
            error: z.string().max(200).optional(),
          }),
        },
        async (ctx) => {
          const state = ctx.query.state;
          const cookieState = ctx.getCookie(SSO_STATE_COOKIE);
          ctx.setCookie(SSO_STATE_COOKIE, '', { path: SSO_STATE_COOKIE_PATH, maxAge: 0, httpOnly: true });
          if (!state || state !== cookieState) throw ctx.redirect(signInPage('expired'));
          if (ctx.query.error) throw ctx.redirect(signInPage('provider'));
          const callbackUrl = new URL(`${input.appUrl}/api/auth/sso/callback`);
          for (const [key, value] of Object.entries(ctx.query)) {
            if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
          }
          try {
            const signedIn = await completeSsoSignIn(
              {
                db: input.db,
                secret: input.secret,
                appUrl: input.appUrl,
                allowLoopbackIssuer: input.allowLoopbackIssuer,
                internal: ctx.context.internalAdapter,
              },
              { state, callbackUrl },
            );
            const user = await ctx.context.internalAdapter.findUserById(signedIn.userId);
            if (!user) throw new SsoSignInError('unavailable', 'the user vanished while signing in');
            const session = await ctx.context.internalAdapter.createSession(user.id);
            await setSessionCookie(ctx, { session, user });
            throw ctx.redirect(`${input.appUrl}${signedIn.redirectTo}`);
          } catch (error) {
            if (!(error instanceof SsoSignInError)) throw error;
            input.log.warn({ reason: error.reason, detail: error.message }, 'single sign-on refused');
            throw ctx.redirect(signInPage(error.reason));
          }
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => PASSWORD_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyEmail(ctx.body);
            const enforced = email ? await enforcedSsoFor(input.db, email) : null;
            if (!enforced) return;
            throw new APIError('FORBIDDEN', {
              code: 'SSO_REQUIRED',
              message: `People at ${enforced.domain} sign in through their company's single sign-on. Use “Sign in with SSO”.`,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
