import { randomBytes, randomUUID } from 'node:crypto';
import type { InternalAdapter } from 'better-auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { member, teamSso } from '../schema.ts';
import { recordTeamAudit } from '../team-audit.ts';
import { assertSeatForAcceptance } from '../team-seats.ts';
import { IssuerAddressError } from './issuer-address.ts';
import { beginAuthorization, finishAuthorization, OidcError } from './oidc-connection.ts';
import { domainOf } from './sso-domain.ts';
import { ssoRedirectUri, usableConnection } from './sso-settings.ts';
import { connectionReady, liveSsoOfTeam, ssoForDomain } from './sso-store.ts';

/*
 * Signing in through a team's identity provider (ADR 0325). `startSsoSignIn` remembers the attempt (state, PKCE
 * verifier, nonce) for ten minutes in Better Auth's verification table; `completeSsoSignIn` consumes it once, lets
 * openid-client check the provider's answer, and returns the user to sign in: found by e-mail or created, linked to
 * the team's provider, and made a member of the team on their first visit (just-in-time membership).
 */

export interface SsoSignInDeps {
  db: Db;
  secret: string;
  appUrl: string;
  allowLoopbackIssuer: boolean;
  internal: InternalAdapter;
}

const ATTEMPT_MINUTES = 10;
const ATTEMPT_PREFIX = 'team-sso:';

/** Why a sign-in through the provider did not end in a session; the sign-in page explains each. */
export type SsoFailure = 'expired' | 'provider' | 'domain' | 'full' | 'unavailable';

export class SsoSignInError extends Error {
  constructor(
    readonly reason: SsoFailure,
    detail: string,
  ) {
    super(detail);
  }
}

interface Attempt {
  teamId: string;
  codeVerifier: string;
  nonce: string;
  redirectTo: string;
}

function providerIdOf(teamId: string): string {
  return `team-sso:${teamId}`;
}

export async function startSsoSignIn(
  deps: SsoSignInDeps,
  input: { email: string; redirectTo?: string },
): Promise<{ url: string; state: string }> {
  const domain = domainOf(input.email);
  const sso = domain ? await ssoForDomain(deps.db, domain) : undefined;
  if (!connectionReady(sso)) {
    throw new AppError(
      'SSO_NOT_CONFIGURED',
      `Single sign-on is not set up for ${domain ?? 'that address'}. Sign in with your password, or ask your team's admin.`,
    );
  }
  const state = randomBytes(24).toString('base64url');
  let request: Awaited<ReturnType<typeof beginAuthorization>>;
  try {
    request = await beginAuthorization(await usableConnection(deps, sso), {
      redirectUri: ssoRedirectUri(deps.appUrl),
      state,
      loginHint: input.email,
    });
  } catch (error) {
    if (!(error instanceof OidcError || error instanceof IssuerAddressError)) throw error;
    throw new AppError(
      'SSO_ISSUER_INVALID',
      `Your company's identity provider (${sso.issuer}) did not answer. Try again in a minute, or ask your team's admin.`,
    );
  }
  const attempt: Attempt = {
    teamId: sso.teamId,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    redirectTo: input.redirectTo ?? '/dashboard',
  };
  await deps.internal.createVerificationValue({
    identifier: `${ATTEMPT_PREFIX}${state}`,
    value: JSON.stringify(attempt),
    expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60 * 1000),
  });
  return { url: request.url, state };
}

async function consumeAttempt(deps: SsoSignInDeps, state: string): Promise<Attempt> {
  const row = await deps.internal.consumeVerificationValue(`${ATTEMPT_PREFIX}${state}`);
  if (!row) throw new SsoSignInError('expired', 'no such sign-in attempt, or it expired or was used');
  return JSON.parse(row.value) as Attempt;
}

/** Finds the user with this address or creates them, and links the team's provider identity to them. */
async function userFor(
  deps: SsoSignInDeps,
  identity: { subject: string; email: string; name: string | null },
  teamId: string,
) {
  const providerId = providerIdOf(teamId);
  const found = await deps.internal.findUserByEmail(identity.email, { includeAccounts: true });
  if (!found) {
    const user = await deps.internal.createUser(
      {
        email: identity.email,
        name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
        emailVerified: true,
      },
      { method: 'sso-oidc', sso: { providerId } },
    );
    await deps.internal.linkAccount({ userId: user.id, providerId, accountId: identity.subject });
    return { user, created: true };
  }
  const linked = found.accounts.find((account) => account.providerId === providerId);
  if (linked && linked.accountId !== identity.subject) {
    throw new SsoSignInError('domain', 'this address is linked to another identity at the provider');
  }
  if (!found.user.emailVerified) {
    // Nobody proved this address before: whoever registered it may not own it. The provider has now proved it, so
    // the unproved password and any sessions made with it go (account pre-hijacking).
    for (const account of found.accounts.filter((entry) => entry.providerId === 'credential')) {
      await deps.internal.deleteAccount(account.id);
    }
    await deps.internal.deleteUserSessions(found.user.id);
    await deps.internal.updateUser(found.user.id, { emailVerified: true });
  }
  if (!linked)
    await deps.internal.linkAccount({ userId: found.user.id, providerId, accountId: identity.subject });
  return { user: found.user, created: false };
}

/** A person at the team's domain joins the team the first time they sign in through its provider. */
async function ensureMember(db: Db, teamId: string, userId: string): Promise<void> {
  const [existing] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  if (existing) return;
  try {
    await assertSeatForAcceptance(db, teamId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TEAM_FULL')
      throw new SsoSignInError('full', error.message);
    throw error;
  }
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(member)
      .values({ id: randomUUID(), organizationId: teamId, userId, role: 'member' })
      .onConflictDoNothing()
      .returning({ id: member.id });
    if (added) await recordTeamAudit(tx, { teamId, actorId: userId, action: 'member.joined_sso' });
  });
}

export async function completeSsoSignIn(
  deps: SsoSignInDeps,
  input: { state: string; callbackUrl: URL },
): Promise<{ userId: string; redirectTo: string }> {
  const attempt = await consumeAttempt(deps, input.state);
  const live = await liveSsoOfTeam(deps.db, attempt.teamId);
  if (!connectionReady(live)) {
    throw new SsoSignInError('unavailable', 'the team no longer has single sign-on');
  }
  let identity: Awaited<ReturnType<typeof finishAuthorization>>;
  try {
    identity = await finishAuthorization(await usableConnection(deps, live), {
      callbackUrl: input.callbackUrl,
      redirectUri: ssoRedirectUri(deps.appUrl),
      state: input.state,
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
    });
  } catch (error) {
    if (error instanceof OidcError || error instanceof IssuerAddressError) {
      throw new SsoSignInError('provider', error.message);
    }
    throw error;
  }
  if (!identity.email || !identity.emailVerified || domainOf(identity.email) !== live.domain) {
    throw new SsoSignInError('domain', `the provider vouched for an address outside ${live.domain}`);
  }
  const { user } = await userFor(deps, { ...identity, email: identity.email }, live.teamId);
  await ensureMember(deps.db, live.teamId, user.id);
  await deps.db.update(teamSso).set({ lastSignInAt: sql`now()` }).where(eq(teamSso.teamId, live.teamId));
  return { userId: user.id, redirectTo: attempt.redirectTo };
}

/** The team whose single sign-on is enforced for this address, if any: its people may not use a password. */
export async function enforcedSsoFor(db: Db, email: string): Promise<{ domain: string } | null> {
  const domain = domainOf(email);
  if (!domain) return null;
  const sso = await ssoForDomain(db, domain);
  return sso?.enforced && connectionReady(sso) ? { domain } : null;
}
