import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { id, timestamp } from './fields.ts';

/**
 * Teams (ADR 0318): Better Auth's organization plugin behind the app's own routes. Browser sessions only (the
 * plugin acts on the session). A team the caller is not a member of answers 404, exactly like one that does not
 * exist; roles are owner, admin and member.
 */
export const tags = ['Teams'];

const TEAM_SLUG_MAX = 48;
const TEAM_NAME_MAX = 100;
const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
const teamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRole>;
/** Who an invitation or a role change may name: ownership moves only by transfer. */
const grantableRole = z.enum(['admin', 'member']);

const teamName = z
  .string()
  .check(z.trim(), z.minLength(1, 'Team name must not be blank'), z.maxLength(TEAM_NAME_MAX));
const teamSlug = z
  .string()
  .check(
    z.maxLength(TEAM_SLUG_MAX),
    z.regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'lower-case letters, digits and inner hyphens only'),
  );
export const opaqueId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

const team = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: teamRole,
  createdAt: timestamp,
});

const teamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRole,
  joinedAt: timestamp,
});

const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRole,
  status: z.enum(['pending', 'accepted', 'canceled', 'rejected']),
  expiresAt: timestamp,
});

export const teamParams = z.object({ teamId: opaqueId });
const memberParams = z.object({ teamId: opaqueId, userId: opaqueId });

export const createTeam = defineEndpoint({
  method: 'post',
  path: '/teams',
  summary: 'Create a team; the caller becomes its owner',
  tags,
  auth: 'session',
  body: z.object({ name: teamName, slug: teamSlug }),
  response: z.object({ team }),
  status: 201,
  errors: ['TEAM_SLUG_TAKEN'],
});

export const getTeams = defineEndpoint({
  method: 'get',
  path: '/teams',
  summary: "The caller's teams with the caller's role in each, and the active one",
  tags,
  auth: 'session',
  response: z.object({ teams: z.array(team), activeTeamId: z.nullable(z.string()) }),
  errors: [],
});

export const setActiveTeam = defineEndpoint({
  method: 'put',
  path: '/teams/active',
  summary: 'Switch the active team of this session (null: personal)',
  tags,
  auth: 'session',
  body: z.object({ teamId: z.nullable(opaqueId) }),
  response: empty,
  errors: ['TEAM_NOT_FOUND'],
});

export const getTeamMembers = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/members',
  summary: "A team's members and, for owners and admins, its pending invitations",
  tags,
  auth: 'session',
  params: teamParams,
  response: z.object({ members: z.array(teamMember), invitations: z.array(invitation) }),
  errors: ['TEAM_NOT_FOUND'],
});

export const inviteMember = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/invitations',
  summary: 'Invite one address by e-mail (owners and admins); the link is valid 7 days, once',
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({ email: z.email().check(z.maxLength(254)), role: grantableRole }),
  response: z.object({ invitation }),
  status: 201,
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'ALREADY_MEMBER', 'ALREADY_INVITED', 'TEAM_FULL'],
});

export const revokeInvitation = defineEndpoint({
  method: 'delete',
  path: '/teams/:teamId/invitations/:invitationId',
  summary: 'Revoke a pending invitation (owners and admins)',
  tags,
  auth: 'session',
  params: z.object({ teamId: opaqueId, invitationId: opaqueId }),
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'INVITATION_NOT_FOUND'],
});

export const acceptInvitation = defineEndpoint({
  method: 'post',
  path: '/teams/invitations/:token/accept',
  summary: "Accept an invitation sent to the caller's e-mail address",
  tags,
  auth: 'session',
  params: z.object({ token: opaqueId }),
  response: z.object({ team }),
  errors: [
    'INVITATION_NOT_FOUND',
    'INVITATION_EXPIRED',
    'INVITATION_USED',
    'INVITATION_REVOKED',
    'INVITATION_WRONG_EMAIL',
    'ALREADY_MEMBER',
    'TEAM_FULL',
  ],
});

export const changeMemberRole = defineEndpoint({
  method: 'patch',
  path: '/teams/:teamId/members/:userId',
  summary: "Change a member's role (owners and admins; only an owner makes an owner: transfer)",
  tags,
  auth: 'session',
  params: memberParams,
  body: z.object({ role: teamRole }),
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'MEMBER_NOT_FOUND', 'LAST_OWNER'],
});

export const removeMember = defineEndpoint({
  method: 'delete',
  path: '/teams/:teamId/members/:userId',
  summary: 'Remove a member (owners and admins), or leave the team (the caller themselves)',
  tags,
  auth: 'session',
  params: memberParams,
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'MEMBER_NOT_FOUND', 'LAST_OWNER'],
});

export const transferOwnership = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/transfer',
  summary: 'Make another member the owner; the caller (an owner) becomes an admin',
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({ userId: opaqueId }),
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'MEMBER_NOT_FOUND', 'BAD_REQUEST'],
});

/* The audit log (issue #32 part 5, ADR 0321): owners and admins read it; members get 403. */

const TEAM_AUDIT_PAGE_MAX = 100;

const teamAuditEntry = z.object({
  at: timestamp,
  /** A snapshot of who acted, kept after their account is deleted; null when nobody in the app acted. */
  actor: z.nullable(z.object({ name: z.string(), email: z.string() })),
  /** `subject.verb`, e.g. `member.role_changed`; the set grows (seats, plan, SSO), so clients fall back on it. */
  action: z.string(),
  /** The facts the action names (whose role, from and to, which list): never a secret. */
  detail: z.record(z.string(), z.unknown()),
});

export const getTeamAudit = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/audit',
  summary:
    "The team's audit log, newest first (owners and admins); page on with `before` = the previous `next`",
  tags,
  auth: 'session',
  params: teamParams,
  query: z.object({
    before: z.optional(id),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TEAM_AUDIT_PAGE_MAX)), 20),
  }),
  response: z.object({ entries: z.array(teamAuditEntry), next: z.nullable(z.string()) }),
  errors: ['TEAM_NOT_FOUND', 'TEAM_ROLE_REQUIRED'],
});

export const teamsEndpoints = [
  createTeam,
  getTeams,
  setActiveTeam,
  getTeamMembers,
  inviteMember,
  revokeInvitation,
  acceptInvitation,
  changeMemberRole,
  removeMember,
  transferOwnership,
  getTeamAudit,
] as const;
