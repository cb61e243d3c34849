import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import { FREE_TEAM_MEMBERS, MAX_TEAM_SEATS } from '../../contract/plans.ts';
import { invitation, member } from './schema.ts';
import {
  isEnterpriseTeam,
  readTeamSubscription,
  type TeamSubscriptionRow,
  teamPlanLive,
} from './team-billing-store.ts';

/*
 * Seats (ADR 0320): a team on a live Team plan may hold as many members plus pending invitations as it paid seats;
 * on Enterprise, MAX_TEAM_SEATS (ADR 0325); without either, FREE_TEAM_MEMBERS. Checked where an invitation is created and again where it is accepted, since
 * the owner may have removed a seat in the billing portal meanwhile.
 */

/** Members plus pending, unexpired invitations: each invitation holds a seat until it is used or revoked. */
export async function seatsTaken(db: Db, teamId: string): Promise<{ members: number; pending: number }> {
  const [members] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, teamId));
  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, sql`now()`),
      ),
    );
  return { members: members?.count ?? 0, pending: pending?.count ?? 0 };
}

type SeatBasis = 'enterprise' | 'paid' | 'free';
type SeatLimit = { limit: number; basis: SeatBasis };

/** The seat limit from what decides it, for callers that have already read the team's plan. */
export function seatLimitFrom(
  enterprise: boolean,
  subscription: Pick<TeamSubscriptionRow, 'seats' | 'status' | 'priceLookupKey'> | undefined,
): SeatLimit {
  if (enterprise) return { limit: MAX_TEAM_SEATS, basis: 'enterprise' };
  return subscription && teamPlanLive(subscription)
    ? { limit: subscription.seats, basis: 'paid' }
    : { limit: FREE_TEAM_MEMBERS, basis: 'free' };
}

/** How many members and pending invitations the team may have now, and on what basis. */
export async function seatLimitOf(db: Db, teamId: string): Promise<SeatLimit> {
  const [enterprise, subscription] = await Promise.all([
    isEnterpriseTeam(db, teamId),
    readTeamSubscription(db, teamId),
  ]);
  return seatLimitFrom(enterprise, subscription);
}

const ADD_SEATS = "The team's owner can add seats under Team billing → Manage seats.";
const UPGRADE = "The team's owner can upgrade the team to the Team plan for more.";
const ENTERPRISE = `An Enterprise team has up to ${MAX_TEAM_SEATS} members, pending invitations included. Contact sales for more.`;

export async function assertSeatForInvitation(db: Db, teamId: string): Promise<void> {
  const [{ limit, basis }, taken] = await Promise.all([seatLimitOf(db, teamId), seatsTaken(db, teamId)]);
  if (taken.members + taken.pending < limit) return;
  if (basis === 'enterprise') throw new AppError('TEAM_FULL', ENTERPRISE);
  throw new AppError(
    'TEAM_FULL',
    basis === 'paid'
      ? `This team has paid for ${limit} seats and all ${limit} are taken by members and pending invitations. ${ADD_SEATS}`
      : `A team without the Team plan has up to ${FREE_TEAM_MEMBERS} members, pending invitations included. ${UPGRADE}`,
  );
}

/** The invitation being accepted already holds a seat; what matters is that a member's place is still paid for. */
export async function assertSeatForAcceptance(db: Db, teamId: string): Promise<void> {
  const [{ limit, basis }, taken] = await Promise.all([seatLimitOf(db, teamId), seatsTaken(db, teamId)]);
  if (taken.members < limit) return;
  if (basis === 'enterprise') throw new AppError('TEAM_FULL', ENTERPRISE);
  throw new AppError(
    'TEAM_FULL',
    basis === 'paid'
      ? `This team has paid for ${limit} seats and all are taken by members. ${ADD_SEATS} Then accept again.`
      : `This team already has ${FREE_TEAM_MEMBERS} members, the most a team without the Team plan may have. ${UPGRADE}`,
  );
}
