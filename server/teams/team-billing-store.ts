import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { PRO_STATUSES, TEAM_SEAT_LOOKUP_KEYS } from '../../contract/plans.ts';
import { member, teamEnterprise, teamSubscriptions } from './schema.ts';
import { recordTeamAudit } from './team-audit.ts';

/*
 * The team's subscription row, for billing (ADR 0320): billing's plan rule asks whether a user is on a team with a
 * live Team plan, and billing's webhook hands it the subscriptions that carry `metadata.teamId`. This file imports
 * nothing from billing, so billing can import it without a cycle.
 */

export type TeamSubscriptionRow = typeof teamSubscriptions.$inferSelect;

const TEAM_KEYS = Object.values(TEAM_SEAT_LOOKUP_KEYS);
const LIVE = new Set(PRO_STATUSES);

/** The Team plan is live (members are Pro, paid seats count) on our per-seat price and a status that keeps Pro. */
export function teamPlanLive(
  row: Pick<TeamSubscriptionRow, 'status' | 'priceLookupKey'> | undefined,
): boolean {
  return Boolean(row?.priceLookupKey && TEAM_KEYS.includes(row.priceLookupKey) && LIVE.has(row.status));
}

export async function readTeamSubscription(db: Db, teamId: string): Promise<TeamSubscriptionRow | undefined> {
  const [row] = await db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamId, teamId));
  return row;
}

/** Whether the user is a member of any team whose Team plan is live or that is on Enterprise: the team half of the plan rule. */
export async function onLiveTeamPlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: member.organizationId })
    .from(member)
    .leftJoin(teamSubscriptions, eq(teamSubscriptions.teamId, member.organizationId))
    .leftJoin(teamEnterprise, eq(teamEnterprise.teamId, member.organizationId))
    .where(
      and(
        eq(member.userId, userId),
        or(
          isNotNull(teamEnterprise.teamId),
          and(
            inArray(teamSubscriptions.status, [...PRO_STATUSES]),
            inArray(teamSubscriptions.priceLookupKey, TEAM_KEYS),
          ),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether a site admin has put the team on the Enterprise plan (ADR 0325). */
export async function isEnterpriseTeam(db: Db, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamEnterprise.teamId })
    .from(teamEnterprise)
    .where(eq(teamEnterprise.teamId, teamId));
  return Boolean(row);
}

/** Subscriptions the Team checkout created carry the team's id; personal ones never do. */
export function teamIdOfSubscription(subscription: Stripe.Subscription): string | null {
  const teamId = subscription.metadata?.teamId;
  return typeof teamId === 'string' && teamId.length > 0 ? teamId : null;
}

function stateFromStripe(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
  return {
    status: subscription.status,
    seats: item?.quantity ?? 0,
    currentPeriodEnd: seconds(item?.current_period_end),
    trialEnd: seconds(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    priceLookupKey: item?.price.lookup_key ?? null,
    stripeSubscriptionId: subscription.id,
  };
}

/**
 * Writes Stripe's current state of a team subscription (already re-read from Stripe under billing's
 * per-subscription lock) onto the team's row, and records seat and plan changes in the team's audit log.
 * The row must exist with the subscription's customer (the team's checkout made it); a report about an older,
 * ended subscription never overwrites a newer live one. Returns the team id, or null when nothing was written.
 */
export async function writeTeamSubscription(
  db: Db,
  subscription: Stripe.Subscription,
  customerId: string | null,
  now: Date,
  log: Logger,
): Promise<string | null> {
  const teamId = teamIdOfSubscription(subscription);
  const row = teamId ? await readTeamSubscription(db, teamId) : undefined;
  if (!teamId || !row || !customerId || row.stripeCustomerId !== customerId) {
    log.warn(
      { subscriptionId: subscription.id, teamId },
      'team subscription for an unknown team; nothing changed',
    );
    return null;
  }
  const next = stateFromStripe(subscription);
  const olderReport = row.stripeSubscriptionId !== null && row.stripeSubscriptionId !== subscription.id;
  if (olderReport && teamPlanLive(row) && !teamPlanLive(next)) return null;
  await db
    .update(teamSubscriptions)
    .set({ ...next, trialUsed: true, updatedAt: now })
    .where(eq(teamSubscriptions.teamId, teamId));
  // A plan starting or ending is `plan.changed`; `seats.changed` is a live plan's quantity moving.
  if (row.seats !== next.seats && teamPlanLive(row) && teamPlanLive(next)) {
    await recordTeamAudit(db, {
      teamId,
      actorId: null,
      action: 'seats.changed',
      detail: { from: row.seats, to: next.seats },
    });
  }
  if (row.status !== next.status || row.priceLookupKey !== next.priceLookupKey) {
    await recordTeamAudit(db, {
      teamId,
      actorId: null,
      action: 'plan.changed',
      detail: { from: row.status, to: next.status, seats: next.seats },
    });
  }
  return teamId;
}

/** Stores the team's Stripe customer once (first checkout); the row then waits for its subscription. */
export async function storeTeamCustomer(db: Db, teamId: string, customerId: string): Promise<void> {
  await db
    .insert(teamSubscriptions)
    .values({ teamId, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: teamSubscriptions.teamId,
      set: { stripeCustomerId: customerId, updatedAt: sql`now()` },
    });
}
