import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { logSecurityEvent } from '#server/http/security-log.ts';
import { tooLongAuthField } from './auth-field-limits.ts';
import { NEW_PASSWORD_PATHS, NEW_PASSWORD_TOO_SHORT, newPasswordTooShort } from './password-policy.ts';
import { currentAuthContext } from './request-context.ts';
import { user as userTable } from './schema.ts';
import {
  claimSignInAttempt,
  clearSignInFailures,
  LOCKED_MESSAGE,
  normaliseEmail,
  recordSignInFailure,
  releaseSignInAttempt,
} from './sign-in-lockout.ts';
import { claimTotpCode, releaseTotpCode } from './totp-replay.ts';

export interface AuthHookDeps {
  db: Db;
  log: Logger;
  passwordChanged: (input: { user: { id: string; email: string; name?: string | null } }) => Promise<void>;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function bodyField(ctx: HookContext, key: string): string | undefined {
  const body: unknown = ctx.body;
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

const ip = () => currentAuthContext()?.clientIp ?? null;

async function userIdFor(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, normaliseEmail(email)))
    .limit(1);
  return row?.id ?? null;
}

/** Whose TOTP this is: the signed-in user while enabling 2FA, else the pending sign-in's two-factor cookie. */
async function totpUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return record?.value ?? null;
}

export function createAuthHooks({ db, log, passwordChanged }: AuthHookDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    const tooLong = tooLongAuthField(ctx.body);
    if (tooLong) {
      throw new APIError('BAD_REQUEST', {
        message: `${tooLong.field} must be at most ${tooLong.max} characters`,
        code: 'FIELD_TOO_LONG',
      });
    }
    // Checked before Better Auth runs, so a too-short password never spends a reset token.
    if (NEW_PASSWORD_PATHS.has(ctx.path) && newPasswordTooShort(bodyField(ctx, 'newPassword'))) {
      throw new APIError('BAD_REQUEST', { message: NEW_PASSWORD_TOO_SHORT, code: 'PASSWORD_TOO_SHORT' });
    }
    if (ctx.path === '/sign-in/email') {
      const email = bodyField(ctx, 'email');
      if (!email) return;
      // One password check costs one attempt, taken before the check: no race can check more than the cap.
      const seconds = await claimSignInAttempt(db, email, new Date());
      if (seconds === null) {
        const context = currentAuthContext();
        if (context) context.signInClaim = email;
      } else {
        logSecurityEvent(log, 'sign_in_locked', {
          userId: await userIdFor(db, email),
          ip: ip(),
          path: ctx.path,
        });
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { message: LOCKED_MESSAGE, code: 'ACCOUNT_LOCKED' },
          { 'Retry-After': String(seconds), 'X-Retry-After': String(seconds) },
        );
      }
    }
    if (ctx.path === '/change-password') {
      // A changed password always ends every other session, whatever the client asked for.
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
    }
    if (ctx.path === '/two-factor/verify-totp') {
      const code = bodyField(ctx, 'code');
      const userId = code ? await totpUserId(ctx) : null;
      if (!code || !userId) return;
      const at = new Date();
      if (!(await claimTotpCode(db, userId, code, at))) {
        logSecurityEvent(log, 'two_factor_code_reused', { userId, ip: ip(), path: ctx.path });
        throw new APIError('UNAUTHORIZED', {
          message: 'This code has already been used. Please wait for the next code.',
          code: 'TOTP_CODE_REUSED',
        });
      }
      const context = currentAuthContext();
      if (context) context.totpClaim = { userId, code, at };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    if (ctx.path === '/sign-in/email') {
      const email = currentAuthContext()?.signInClaim;
      if (!email) return;
      if (failed && returned.statusCode === 401) {
        const userId = await userIdFor(db, email);
        const { failures, locked } = await recordSignInFailure(db, email, new Date());
        logSecurityEvent(log, 'sign_in_failed', { userId, ip: ip(), failures });
        if (locked) logSecurityEvent(log, 'account_locked', { userId, ip: ip(), failures });
      } else if (!failed) {
        await clearSignInFailures(db, email);
      } else {
        await releaseSignInAttempt(db, email);
      }
    }
    if (ctx.path === '/two-factor/verify-totp' && failed) {
      const claim = currentAuthContext()?.totpClaim;
      if (claim && returned.body?.code !== 'TOTP_CODE_REUSED') {
        await releaseTotpCode(db, claim.userId, claim.code, claim.at);
      }
      logSecurityEvent(log, 'two_factor_failed', { userId: claim?.userId ?? null, ip: ip() });
    }
    if (ctx.path === '/change-password' && !failed) {
      const session = ctx.context.session ?? ctx.context.newSession;
      if (session) await passwordChanged({ user: session.user });
    }
  });

  return { before, after };
}
