import { isAPIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { logSecurityEvent } from '#server/http/security-log.ts';
import type { Auth } from './auth.ts';
import { verifyPassword } from './password-hash.ts';
import { runWithAuthContext } from './request-context.ts';
import { account, user } from './schema.ts';
import {
  claimSignInAttempt,
  clearSignInFailures,
  LOCKED_MESSAGE,
  recordSignInFailure,
} from './sign-in-lockout.ts';

export const WRONG_PASSWORD = 'That password is not correct.';
export const NO_PASSWORD =
  "Your account has no password yet (you sign in with Google or LinkedIn). Set one with 'Forgot password?' on the sign-in page, then try again.";
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_CODE = 'That code is not correct. Enter the current code from your authenticator app.';

export interface IdentityDeps {
  db: Db;
  auth: Auth;
  log: Logger;
  clock: () => Date;
}

export interface IdentityProof {
  userId: string;
  email: string;
  password: string;
  code?: string;
  /** The request's cookie: Better Auth checks a two-factor code against the signed-in session it names. */
  cookie: string;
  ip: string | null;
}

/**
 * Confirms it is the account holder at the keyboard, not just someone at their signed-in browser: the password,
 * then the authenticator code when two-factor is on. Each try takes one attempt from the same allowance as
 * sign-in (10 per 15 minutes for the address), so this is no faster way to guess the password or the code.
 * Throws a 4xx AppError when the proof fails; a wrong answer stays counted.
 */
export async function confirmIdentity(deps: IdentityDeps, proof: IdentityProof): Promise<void> {
  const [row] = await deps.db
    .select({ twoFactorEnabled: user.twoFactorEnabled, passwordHash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, proof.userId));
  if (!row?.passwordHash) throw new AppError('PASSWORD_NOT_SET', NO_PASSWORD);
  // Asked for before an attempt is taken: a form that did not know about two-factor costs nothing.
  if (row.twoFactorEnabled && !proof.code) throw new AppError('TWO_FACTOR_CODE_REQUIRED', CODE_REQUIRED);

  const wait = await claimSignInAttempt(deps.db, proof.email, deps.clock());
  if (wait !== null) {
    logSecurityEvent(deps.log, 'sign_in_locked', { userId: proof.userId, ip: proof.ip });
    throw new AppError('ACCOUNT_LOCKED', LOCKED_MESSAGE, { headers: { 'Retry-After': String(wait) } });
  }
  const refusal = !(await verifyPassword({ hash: row.passwordHash, password: proof.password }))
    ? new AppError('INVALID_PASSWORD', WRONG_PASSWORD)
    : row.twoFactorEnabled
      ? await codeRefusal(deps, proof)
      : null;
  if (refusal) {
    const { failures, locked } = await recordSignInFailure(deps.db, proof.email, deps.clock());
    logSecurityEvent(deps.log, 'reauthentication_failed', { userId: proof.userId, ip: proof.ip, failures });
    if (locked)
      logSecurityEvent(deps.log, 'account_locked', { userId: proof.userId, ip: proof.ip, failures });
    throw refusal;
  }
  await clearSignInFailures(deps.db, proof.email);
}

/**
 * Better Auth checks the code against the session's own secret, through the app's auth hooks as for a browser
 * (a code works once); null when it is right.
 */
async function codeRefusal(deps: IdentityDeps, proof: IdentityProof): Promise<AppError | null> {
  const context = { path: '/two-factor/verify-totp', clientIp: proof.ip, mailFailed: false };
  try {
    await runWithAuthContext(context, () =>
      deps.auth.api.verifyTOTP({
        body: { code: proof.code ?? '' },
        headers: new Headers({ cookie: proof.cookie }),
      }),
    );
    return null;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === 'TOTP_CODE_REUSED') {
      return new AppError('TOTP_CODE_REUSED', error.body.message ?? WRONG_CODE);
    }
    return new AppError('INVALID_TWO_FACTOR_CODE', WRONG_CODE);
  }
}
