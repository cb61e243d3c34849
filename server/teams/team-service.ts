import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Auth } from '#server/accounts/auth.ts';
import { session, user } from '#server/accounts/auth-tables.ts';
import type { SessionCache } from '#server/accounts/session-cache.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { TeamRole } from '../../contract/teams.ts';
import { viaPlugin } from './plugin-errors.ts';
import { invitation, member, organization } from './schema.ts';
import { requireManager, requireMember } from './team-access.ts';
import { recordTeamAudit } from './team-audit.ts';
import { assertSeatForAcceptance, assertSeatForInvitation } from './team-seats.ts';

export interface TeamDeps {
  db: Db;
  auth: Auth;
  sessionCache: Pick<SessionCache, 'invalidateUser'>;
  clock: () => Date;
}

/** Who is acting: the plugin acts on the browser session these headers carry. */
export interface Actor {
  userId: string;
  email: string;
  sessionId: string;
  headers: Headers;
}

const teamColumns = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  createdAt: organization.createdAt,
  role: sql<TeamRole>`${member.role}`,
};

async function teamOf(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select(teamColumns)
    .from(organization)
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, userId)))
    .where(eq(organization.id, teamId));
  if (!row) throw new AppError('TEAM_NOT_FOUND', 'Team not found.');
  return row;
}

export async function createTeam(deps: TeamDeps, actor: Actor, input: { name: string; slug: string }) {
  const [taken] = await deps.db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.slug, input.slug));
  if (taken) throw new AppError('TEAM_SLUG_TAKEN', 'That team address is already taken.');
  const created = await viaPlugin(() =>
    deps.auth.api.createOrganization({
      body: { name: input.name, slug: input.slug },
      headers: actor.headers,
    }),
  );
  if (!created) throw new Error('organization plugin created no team');
  return teamOf(deps.db, created.id, actor.userId);
}

export async function listTeams(deps: TeamDeps, actor: Actor) {
  const teams = await deps.db
    .select(teamColumns)
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, actor.userId))
    .orderBy(asc(organization.name));
  const [current] = await deps.db
    .select({ active: session.activeOrganizationId })
    .from(session)
    .where(eq(session.id, actor.sessionId));
  // A team left or lost since it was chosen is no longer active.
  const active = current?.active && teams.some((t) => t.id === current.active) ? current.active : null;
  return { teams, activeTeamId: active };
}

export async function setActiveTeam(deps: TeamDeps, actor: Actor, teamId: string | null) {
  if (teamId) await requireMember(deps.db, teamId, actor.userId);
  await deps.db.update(session).set({ activeOrganizationId: teamId }).where(eq(session.id, actor.sessionId));
}

export async function teamMembers(deps: TeamDeps, actor: Actor, teamId: string) {
  const role = await requireMember(deps.db, teamId, actor.userId);
  const members = await deps.db
    .select({
      userId: member.userId,
      name: user.name,
      email: user.email,
      role: sql<TeamRole>`${member.role}`,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, teamId))
    .orderBy(asc(member.createdAt));
  // Invitations (who was asked, with what role) are the managers' business.
  const invitations =
    role === 'member'
      ? []
      : await deps.db
          .select(invitationColumns)
          .from(invitation)
          .where(and(eq(invitation.organizationId, teamId), eq(invitation.status, 'pending')))
          .orderBy(asc(invitation.createdAt));
  return { members, invitations };
}

const invitationColumns = {
  id: invitation.id,
  email: invitation.email,
  role: sql<TeamRole>`coalesce(${invitation.role}, 'member')`,
  status: sql<'pending' | 'accepted' | 'canceled' | 'rejected'>`${invitation.status}`,
  expiresAt: invitation.expiresAt,
};

export async function inviteMember(
  deps: TeamDeps,
  actor: Actor,
  teamId: string,
  input: { email: string; role: 'admin' | 'member' },
) {
  await requireManager(deps.db, teamId, actor.userId);
  const email = input.email.toLowerCase();
  const [existing] = await deps.db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(user.email, email)));
  if (existing) throw new AppError('ALREADY_MEMBER', 'That person is already on the team.');
  const [pending] = await deps.db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(invitation.email, email),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, deps.clock()),
      ),
    );
  if (pending) throw new AppError('ALREADY_INVITED', 'That address already has a pending invitation.');
  await assertSeatForInvitation(deps.db, teamId);
  const created = await viaPlugin(() =>
    deps.auth.api.createInvitation({
      body: { email, role: input.role, organizationId: teamId },
      headers: actor.headers,
    }),
  );
  const [row] = await deps.db.select(invitationColumns).from(invitation).where(eq(invitation.id, created.id));
  if (!row) throw new Error('organization plugin stored no invitation');
  return row;
}

export async function revokeInvitation(deps: TeamDeps, actor: Actor, teamId: string, invitationId: string) {
  await requireManager(deps.db, teamId, actor.userId);
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitation)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(invitation.id, invitationId),
          eq(invitation.organizationId, teamId),
          eq(invitation.status, 'pending'),
        ),
      )
      .returning({ email: invitation.email, role: invitation.role });
    if (!revoked) throw new AppError('INVITATION_NOT_FOUND', 'No pending invitation with that id.');
    await recordTeamAudit(tx, {
      teamId,
      actorId: actor.userId,
      action: 'invitation.revoked',
      detail: { email: revoked.email, role: revoked.role ?? 'member' },
    });
  });
}

/** Says exactly why an invitation cannot be used before the plugin is asked (which would only say "not found"). */
export async function acceptInvitation(deps: TeamDeps, actor: Actor, token: string) {
  const [row] = await deps.db.select().from(invitation).where(eq(invitation.id, token));
  if (!row) throw new AppError('INVITATION_NOT_FOUND', 'This invitation link is not valid.');
  if (row.status === 'accepted')
    throw new AppError('INVITATION_USED', 'This invitation has already been used.');
  if (row.status !== 'pending') throw new AppError('INVITATION_REVOKED', 'This invitation was revoked.');
  if (row.expiresAt <= deps.clock()) {
    throw new AppError('INVITATION_EXPIRED', 'This invitation has expired: ask the team for a new one.');
  }
  if (row.email.toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError(
      'INVITATION_WRONG_EMAIL',
      'This invitation was sent to another e-mail address: sign in with that address to accept it.',
    );
  }
  const [already] = await deps.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, row.organizationId), eq(member.userId, actor.userId)));
  if (already) throw new AppError('ALREADY_MEMBER', 'You are already on this team.');
  await assertSeatForAcceptance(deps.db, row.organizationId);
  await viaPlugin(() =>
    deps.auth.api.acceptInvitation({ body: { invitationId: token }, headers: actor.headers }),
  );
  return teamOf(deps.db, row.organizationId, actor.userId);
}

async function targetMember(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id, role: member.role, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)));
  if (!row) throw new AppError('MEMBER_NOT_FOUND', 'No such member on this team.');
  return row;
}

async function ownerCount(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.role, 'owner')));
  return row?.count ?? 0;
}

/** Only an owner touches an owner or makes one (a transfer: promote, then step down); the last owner stays. */
export async function changeMemberRole(
  deps: TeamDeps,
  actor: Actor,
  teamId: string,
  userId: string,
  role: TeamRole,
) {
  const actorRole = await requireManager(deps.db, teamId, actor.userId);
  const target = await targetMember(deps.db, teamId, userId);
  if (actorRole !== 'owner' && (target.role === 'owner' || role === 'owner')) {
    throw new AppError('TEAM_ROLE_REQUIRED', 'Only an owner can make or change an owner.');
  }
  if (target.role === 'owner' && role !== 'owner' && (await ownerCount(deps.db, teamId)) <= 1) {
    throw new AppError('LAST_OWNER', 'The last owner cannot be demoted: make someone else owner first.');
  }
  await viaPlugin(() =>
    deps.auth.api.updateMemberRole({
      body: { memberId: target.id, role, organizationId: teamId },
      headers: actor.headers,
    }),
  );
  // After the plugin's own write (ADR 0321): its hook here does not say who made the change.
  await recordTeamAudit(deps.db, {
    teamId,
    actorId: actor.userId,
    action: 'member.role_changed',
    detail: { userId, name: target.name, email: target.email, from: target.role, to: role },
  });
  await deps.sessionCache.invalidateUser(userId);
}

/**
 * The owner hands the team to another member, who becomes owner while the caller becomes an admin, in one
 * transaction: the team always has an owner, and never gains one by accident (ADR 0318).
 */
export async function transferOwnership(deps: TeamDeps, actor: Actor, teamId: string, userId: string) {
  const actorRole = await requireMember(deps.db, teamId, actor.userId);
  if (actorRole !== 'owner')
    throw new AppError('TEAM_ROLE_REQUIRED', 'Only an owner can transfer ownership.');
  if (userId === actor.userId) throw AppError.badRequest('Choose another member to become the owner.');
  const target = await targetMember(deps.db, teamId, userId);
  await deps.db.transaction(async (tx) => {
    await tx.update(member).set({ role: 'owner' }).where(eq(member.id, target.id));
    await tx
      .update(member)
      .set({ role: 'admin' })
      .where(and(eq(member.organizationId, teamId), eq(member.userId, actor.userId)));
    await recordTeamAudit(tx, {
      teamId,
      actorId: actor.userId,
      action: 'team.ownership_transferred',
      detail: { userId, name: target.name, email: target.email },
    });
  });
  await deps.sessionCache.invalidateUser(userId);
  await deps.sessionCache.invalidateUser(actor.userId);
}

/** Removing someone else needs a manager (and an owner for an owner); removing oneself is leaving. */
export async function removeMember(deps: TeamDeps, actor: Actor, teamId: string, userId: string) {
  const leaving = userId === actor.userId;
  const actorRole = leaving
    ? await requireMember(deps.db, teamId, actor.userId)
    : await requireManager(deps.db, teamId, actor.userId);
  const target = await targetMember(deps.db, teamId, userId);
  if (!leaving && target.role === 'owner' && actorRole !== 'owner') {
    throw new AppError('TEAM_ROLE_REQUIRED', 'Only an owner can remove an owner.');
  }
  if (target.role === 'owner' && (await ownerCount(deps.db, teamId)) <= 1) {
    throw new AppError('LAST_OWNER', 'The last owner cannot leave: make someone else owner first.');
  }
  if (leaving) {
    await viaPlugin(() =>
      deps.auth.api.leaveOrganization({ body: { organizationId: teamId }, headers: actor.headers }),
    );
  } else {
    await viaPlugin(() =>
      deps.auth.api.removeMember({
        body: { memberIdOrEmail: target.id, organizationId: teamId },
        headers: actor.headers,
      }),
    );
  }
  // After the plugin's own write (ADR 0321): leaving runs no plugin hook, removing one that does not name the actor.
  await recordTeamAudit(deps.db, {
    teamId,
    actorId: actor.userId,
    action: leaving ? 'member.left' : 'member.removed',
    detail: { userId, name: target.name, email: target.email, role: target.role },
  });
  // Their sessions may hold the team as active; every instance forgets what it cached about them.
  await deps.db
    .update(session)
    .set({ activeOrganizationId: null })
    .where(and(eq(session.userId, userId), eq(session.activeOrganizationId, teamId)));
  await deps.sessionCache.invalidateUser(userId);
}
