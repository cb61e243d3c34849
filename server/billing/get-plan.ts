import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { onLiveTeamPlan } from '#server/teams/team-billing-store.ts';
import { type Plan, PRO_STATUSES as PRO_STATUS_LIST } from '../../contract/plans.ts';
import { subscriptions } from './schema.ts';

export type { Plan };

/** Statuses that keep Pro: see `contract/plans.ts`. */
const PRO_STATUSES = new Set(PRO_STATUS_LIST);

export interface PlanSource {
  planType: string;
  status: string;
}

/**
 * THE plan rule: Pro only when the plan type is pro and the status keeps Pro. Every server
 * decision — quota, saved-company limit, exports, the header label via `/api/me` — goes through this function.
 */
export function planOf(subscription: PlanSource | undefined | null): Plan {
  if (!subscription) return 'free';
  const pro = subscription.planType.toLowerCase() === 'pro';
  return pro && PRO_STATUSES.has(subscription.status.toLowerCase()) ? 'pro' : 'free';
}

/** Pro, but Stripe could not take the last payment: the user should update their card in the portal. */
export function paymentNeedsAttention(subscription: PlanSource | undefined | null): boolean {
  return planOf(subscription) === 'pro' && subscription?.status.toLowerCase() === 'past_due';
}

/**
 * The user's effective plan: their own subscription's, or Pro while they are a member of a team whose Team plan
 * keeps Pro (ADR 0320). Leaving the team or the team's plan ending returns them to their own plan.
 */
export async function getPlan(db: Db, userId: string): Promise<Plan> {
  const [row] = await db
    .select({ planType: subscriptions.planType, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (planOf(row) === 'pro') return 'pro';
  return (await onLiveTeamPlan(db, userId)) ? 'pro' : 'free';
}
