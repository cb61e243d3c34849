import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions } from './schema.ts';

export type Plan = 'free' | 'pro';

/** Spec part 2 §4: a user is Pro only when the plan type is pro and the subscription is active. */
export function planOf(subscription: { planType: string; status: string } | undefined): Plan {
  if (!subscription) return 'free';
  const active = ['active', 'trialing'].includes(subscription.status.toLowerCase());
  return active && subscription.planType.toLowerCase().includes('pro') ? 'pro' : 'free';
}

export async function getPlan(db: Db, userId: string): Promise<Plan> {
  const [row] = await db
    .select({ planType: subscriptions.planType, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return planOf(row);
}
