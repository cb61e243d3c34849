import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { type BillingAccess, billingNotConfigured, callStripe } from '#server/billing/index.ts';
import { queryRows } from '#server/db/client.ts';

const ENDED = new Set(['canceled', 'incomplete_expired']);
const CANCEL_FAILED =
  "Could not cancel your team's Team plan with Stripe. Nothing was deleted; please try again.";

/**
 * Before an account is deleted (ADR 0320): the teams the user is alone on go with the account, so their Team plans
 * are cancelled at Stripe first, or Stripe would keep charging for a team that no longer exists. A team others stay
 * on keeps its plan (the user is then not its only owner: ADR 0318). Refuses, deleting nothing, when Stripe fails.
 */
export async function cancelTeamPlansOf(billing: BillingAccess, userId: string): Promise<void> {
  const rows = await queryRows<{ team_id: string; subscription_id: string; status: string }>(
    billing.db,
    sql`select ts.team_id, ts.stripe_subscription_id as subscription_id, ts.status
        from team_subscriptions ts join member m on m.organization_id = ts.team_id
        where m.user_id = ${userId} and ts.stripe_subscription_id is not null
          and not exists (select 1 from member x where x.organization_id = ts.team_id and x.user_id <> ${userId})`,
  );
  const { stripe } = billing;
  for (const row of rows) {
    if (!stripe) {
      if (ENDED.has(row.status)) continue;
      throw billingNotConfigured();
    }
    await callStripe(CANCEL_FAILED, async () => {
      const current = await stripe.subscriptions.retrieve(row.subscription_id).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw error;
      });
      if (!current || ENDED.has(current.status)) return;
      await stripe.subscriptions.cancel(
        row.subscription_id,
        {},
        { idempotencyKey: `10kai-cancel-${row.subscription_id}` },
      );
      billing.log.info(
        { userId, teamId: row.team_id },
        'team plan cancelled: its last member deletes their account',
      );
    });
  }
}
