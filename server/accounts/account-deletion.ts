import { eq } from 'drizzle-orm';
import { forgetUnsharedAnalyses } from '#server/analysis/index.ts';
import { type BillingAccess, cancelSubscriptionNow } from '#server/billing/index.ts';
import { CRM_JOB_KINDS, type CrmClients, crmGrantsOf, revokeCrmGrants } from '#server/crm/index.ts';
import { forgetUserJobs } from '#server/jobs/index.ts';
import { assertNoTeamLeftOwnerless, cancelTeamPlansOf, endTeamsOf } from '#server/teams/index.ts';
import { confirmIdentity, type IdentityDeps, type IdentityProof } from './reauthenticate.ts';
import { signInFailures, user, verification } from './schema.ts';
import type { SessionCache } from './session-cache.ts';
import { normaliseEmail } from './sign-in-lockout.ts';

export interface AccountDeletionDeps extends IdentityDeps {
  sessionCache: Pick<SessionCache, 'invalidateUser'>;
  billing: BillingAccess;
  crm: CrmClients;
}

/**
 * Deletes the account after the holder proves it is them (password, and the code when two-factor is on).
 *
 * Order matters. The Stripe subscription is cancelled first and must succeed: otherwise nothing is deleted, as an
 * account gone with a live subscription would go on being charged. Our rows then go in one transaction, so a
 * failure leaves the account whole. CRM grants are read before and revoked at the providers after the commit,
 * best effort: by then we no longer hold the tokens, and a provider that is down must not keep the account.
 *
 * What stays: Stripe's customer and invoices (tax and accounting law), and one log line saying that the account
 * with this internal id was deleted, without its e-mail, name or address.
 */
export async function deleteAccount(deps: AccountDeletionDeps, proof: IdentityProof): Promise<void> {
  const { userId } = proof;
  await confirmIdentity(deps, proof);
  // A team with other members keeps an owner: refused before anything is cancelled or deleted (ADR 0318).
  await assertNoTeamLeftOwnerless(deps.db, userId);
  // The Team plans of teams the user is alone on, which go with the account (ADR 0320).
  await cancelTeamPlansOf(deps.billing, userId);
  const cancelledSubscription = await cancelSubscriptionNow(deps.billing, userId);
  const grants = await crmGrantsOf(deps.crm, userId);

  await deps.db.transaction(async (tx) => {
    await forgetUnsharedAnalyses(tx, userId);
    await forgetUserJobs(tx, userId, CRM_JOB_KINDS);
    // Teams the user is alone on go with them; memberships elsewhere and their team notes go with the user row.
    await endTeamsOf(tx, userId);
    // Better Auth's pending links and challenges (reset, verification, two-factor) name the user in `value`.
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(signInFailures).where(eq(signInFailures.email, normaliseEmail(proof.email)));
    // Every other table with the user's id references `user` with ON DELETE CASCADE: profile, sessions, sign-in
    // methods, two-factor, API tokens, lists, saved companies, views, analysis history and usage, alerts and their
    // settings, the calendar feed, the subscription row, CRM connections and pending CRM sign-ins.
    await tx.delete(user).where(eq(user.id, userId));
  });
  // Sessions and API tokens resolved a moment ago are refused at once, in every process.
  await deps.sessionCache.invalidateUser(userId);

  const crmRevoked = await revokeCrmGrants(deps.crm, grants, deps.log, userId);
  deps.log.info(
    {
      security: 'account_deleted',
      userId,
      subscriptionCancelled: Boolean(cancelledSubscription),
      crmRevoked,
    },
    'account_deleted',
  );
}
