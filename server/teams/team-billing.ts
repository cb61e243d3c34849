import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  billingNotConfigured,
  CHECKOUT_FAILED,
  callStripe,
  findPriceId,
  PORTAL_FAILED,
} from '#server/billing/index.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { TEAM_SEAT_LOOKUP_KEYS, TRIAL_DAYS } from '../../contract/plans.ts';
import type { TeamBillingView } from '../../contract/team-billing.ts';
import { requireMember } from './team-access.ts';
import {
  isEnterpriseTeam,
  readTeamSubscription,
  storeTeamCustomer,
  type TeamSubscriptionRow,
  teamPlanLive,
} from './team-billing-store.ts';
import { seatLimitFrom, seatsTaken } from './team-seats.ts';

/*
 * The Team plan (ADR 0320): the owner buys seats through Stripe Checkout and changes them in the billing portal;
 * Stripe's webhooks (server/billing, which hands team subscriptions to `team-billing-store.ts`) keep the row in step.
 */

export interface TeamBillingDeps {
  db: Db;
  /** Null when billing is off (no STRIPE_SECRET_KEY): the view still answers, buying answers 503. */
  stripe: Stripe | null;
  log: Logger;
  config: { APP_URL: string };
}

type Interval = 'month' | 'year';

function intervalOf(lookupKey: string | null | undefined): Interval | null {
  if (lookupKey === TEAM_SEAT_LOOKUP_KEYS.monthly) return 'month';
  if (lookupKey === TEAM_SEAT_LOOKUP_KEYS.yearly) return 'year';
  return null;
}

/** The 14-day trial, once per team: never after any subscription was recorded. */
function trialAvailable(row: TeamSubscriptionRow | undefined): boolean {
  return !row?.trialUsed && !row?.stripeSubscriptionId;
}

async function requireOwner(db: Db, teamId: string, userId: string): Promise<void> {
  if ((await requireMember(db, teamId, userId)) !== 'owner') {
    throw new AppError('TEAM_ROLE_REQUIRED', "Only the team's owner can buy or manage the Team plan.");
  }
}

function stripeOf(deps: TeamBillingDeps): Stripe {
  if (!deps.stripe) throw billingNotConfigured();
  return deps.stripe;
}

export async function getTeamBilling(
  deps: TeamBillingDeps,
  userId: string,
  teamId: string,
): Promise<TeamBillingView> {
  const role = await requireMember(deps.db, teamId, userId);
  const [row, taken, enterprise] = await Promise.all([
    readTeamSubscription(deps.db, teamId),
    seatsTaken(deps.db, teamId),
    isEnterpriseTeam(deps.db, teamId),
  ]);
  const live = teamPlanLive(row);
  const limit = seatLimitFrom(enterprise, row);
  return {
    plan: limit.basis === 'enterprise' ? 'enterprise' : live ? 'team' : 'none',
    status: row?.stripeSubscriptionId ? row.status : null,
    interval: intervalOf(row?.priceLookupKey),
    seats: live && row ? row.seats : 0,
    used: taken.members + taken.pending,
    seatLimit: limit.limit,
    trialEnd: row?.status === 'trialing' ? row.trialEnd : null,
    currentPeriodEnd: row?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    pastDue: live && row?.status === 'past_due',
    trialAvailable: trialAvailable(row),
    canManage: role === 'owner',
  };
}

/**
 * The team's one Stripe customer, created on first need under a per-team advisory lock (concurrent clicks in any
 * process wait for the first) and an idempotency key (a retried request gets the same customer).
 */
async function ensureTeamCustomer(
  deps: TeamBillingDeps,
  stripe: Stripe,
  teamId: string,
  owner: { email: string; name: string },
): Promise<string> {
  const existing = await readTeamSubscription(deps.db, teamId);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`stripe-team-customer:${teamId}`}, 0))`,
    );
    const row = await readTeamSubscription(tx, teamId);
    if (row?.stripeCustomerId) return row.stripeCustomerId;
    const customer = await stripe.customers.create(
      { email: owner.email, name: owner.name || undefined, metadata: { teamId } },
      { idempotencyKey: `10kai-team-customer-${teamId}` },
    );
    await storeTeamCustomer(tx, teamId, customer.id);
    return customer.id;
  });
}

/**
 * A hosted Checkout session for the Team plan with `seats` as the quantity. The price comes from its lookup key,
 * never from the browser; the subscription carries `metadata.teamId`, which is how the webhook finds the team.
 */
export async function createTeamCheckout(
  deps: TeamBillingDeps,
  owner: { id: string; email: string; name: string },
  teamId: string,
  input: { interval: Interval; seats: number },
): Promise<{ url: string }> {
  await requireOwner(deps.db, teamId, owner.id);
  const stripe = stripeOf(deps);
  const row = await readTeamSubscription(deps.db, teamId);
  if (teamPlanLive(row)) {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      'This team already has the Team plan: change its seats with "Manage seats" (the billing portal).',
    );
  }
  if (await isEnterpriseTeam(deps.db, teamId)) {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      'This team is on the Enterprise plan: every member is already Pro.',
    );
  }
  const taken = await seatsTaken(deps.db, teamId);
  const used = taken.members + taken.pending;
  if (input.seats < used) {
    throw new AppError(
      'TEAM_SEATS_TOO_FEW',
      `The team already uses ${used} seats (members and pending invitations): buy at least ${used}, or revoke invitations first.`,
    );
  }
  return callStripe(CHECKOUT_FAILED, async () => {
    const priceId = await findPriceId(stripe, input.interval === 'year' ? 'yearly' : 'monthly', 'team');
    if (!priceId) {
      throw new AppError('BILLING_NOT_SET_UP', CHECKOUT_FAILED, {
        detail: `no active Stripe per-seat price for ${input.interval}: run npm run stripe:setup`,
      });
    }
    const customer = await ensureTeamCustomer(deps, stripe, teamId, owner);
    const back = `${deps.config.APP_URL}/teams?team=${encodeURIComponent(teamId)}`;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: owner.id,
      metadata: { teamId },
      line_items: [{ price: priceId, quantity: input.seats }],
      subscription_data: {
        metadata: { teamId },
        ...(trialAvailable(row) && { trial_period_days: TRIAL_DAYS }),
      },
      success_url: `${back}&billing=success`,
      cancel_url: `${back}&billing=canceled`,
    });
    if (!session.url) throw new AppError('STRIPE_NO_URL', CHECKOUT_FAILED);
    return { url: session.url };
  });
}

/** The billing portal for the team's customer: seats (Stripe prorates), card, interval, cancellation. */
export async function createTeamPortal(
  deps: TeamBillingDeps,
  userId: string,
  teamId: string,
): Promise<{ url: string }> {
  await requireOwner(deps.db, teamId, userId);
  const stripe = stripeOf(deps);
  const row = await readTeamSubscription(deps.db, teamId);
  const customer = row?.stripeCustomerId;
  if (!customer) {
    throw new AppError(
      'NO_SUBSCRIPTION',
      'This team has no subscription to manage yet: upgrade the team first.',
    );
  }
  return callStripe(PORTAL_FAILED, async () => {
    const session = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.config.APP_URL}/teams?team=${encodeURIComponent(teamId)}`,
    });
    return { url: session.url };
  });
}
