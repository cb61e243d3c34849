import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { id, listName, timestamp } from './fields.ts';

/**
 * Teams (ADR 0318): Better Auth's organization plugin behind the app's own routes. Browser sessions only (the
 * plugin acts on the session). A team the caller is not a member of answers 404, exactly like one that does not
 * exist; roles are owner, admin and member.
 */
const tags = ['Teams'];

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
const opaqueId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

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

const teamParams = z.object({ teamId: opaqueId });
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

/* Shared team lists and notes (issue #32 part 2): any member reads and writes them; another team's answer 404. */

/** Who added or wrote something; `member` is false once they have left the team (still named), null once their account is gone. */
const teamPerson = z.object({ userId: z.string(), name: z.string(), member: z.boolean() });

const teamList = z.object({
  id,
  name: z.string(),
  createdAt: timestamp,
  createdBy: z.nullable(teamPerson),
  companyCount: z.number(),
});

const teamListEntry = z.object({
  company: z.object({ id, ticker: z.string(), name: z.string() }),
  addedBy: z.nullable(teamPerson),
  addedAt: timestamp,
});

export const TEAM_NOTE_MAX = 1000;
const noteBody = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'A note must not be blank'),
    z.maxLength(TEAM_NOTE_MAX, `A note is at most ${TEAM_NOTE_MAX} characters`),
  );

const teamNote = z.object({
  id,
  companyId: id,
  body: z.string(),
  author: teamPerson,
  /** The caller wrote it, so may edit or delete it. */
  mine: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** The team list page's page size, and the most one page may hold. */
export const TEAM_LIST_PAGE_SIZE = 50;
const TEAM_LIST_PAGE_MAX = 200;

const listParams = z.object({ teamId: opaqueId, listId: id });
const listCompanyParams = z.object({ teamId: opaqueId, listId: id, companyId: id });
const companyParams = z.object({ teamId: opaqueId, companyId: id });
const noteParams = z.object({ teamId: opaqueId, noteId: id });

export const getTeamLists = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/lists',
  summary: "The team's shared lists, newest first",
  tags,
  auth: 'session',
  params: teamParams,
  response: z.object({ lists: z.array(teamList) }),
  errors: ['TEAM_NOT_FOUND'],
});

export const createTeamList = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/lists',
  summary: 'Create a shared list (any member)',
  tags,
  auth: 'session',
  params: teamParams,
  body: z.object({ name: listName }),
  response: z.object({ list: teamList }),
  status: 201,
  errors: ['TEAM_NOT_FOUND', 'TEAM_LIST_NAME_TAKEN'],
});

export const renameTeamList = defineEndpoint({
  method: 'patch',
  path: '/teams/:teamId/lists/:listId',
  summary: "Rename a shared list (owners, admins and the list's creator); names are unique within the team",
  tags,
  auth: 'session',
  params: listParams,
  body: z.object({ name: listName }),
  response: z.object({ list: teamList }),
  errors: ['TEAM_NOT_FOUND', 'TEAM_LIST_NOT_FOUND', 'TEAM_ROLE_REQUIRED', 'TEAM_LIST_NAME_TAKEN'],
});

export const deleteTeamList = defineEndpoint({
  method: 'delete',
  path: '/teams/:teamId/lists/:listId',
  summary:
    "Delete a shared list and its entries (owners, admins and the list's creator); the team's notes stay",
  tags,
  auth: 'session',
  params: listParams,
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_LIST_NOT_FOUND', 'TEAM_ROLE_REQUIRED'],
});

export const getTeamListCompanies = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/lists/:listId/companies',
  summary:
    "One page of a shared list's companies (`page`, `pageSize` up to 200, default 50) with who added each and when, newest first",
  tags,
  auth: 'session',
  params: listParams,
  query: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(TEAM_LIST_PAGE_MAX)),
      TEAM_LIST_PAGE_SIZE,
    ),
  }),
  response: z.object({
    list: teamList,
    companies: z.array(teamListEntry),
    /** How many companies the list holds (all pages). */
    total: z.int().check(z.nonnegative()),
  }),
  errors: ['TEAM_NOT_FOUND', 'TEAM_LIST_NOT_FOUND'],
});

export const addTeamListCompany = defineEndpoint({
  method: 'put',
  path: '/teams/:teamId/lists/:listId/companies/:companyId',
  summary: 'Add a company to a shared list; adding one already there keeps its first adder',
  tags,
  auth: 'session',
  params: listCompanyParams,
  response: z.object({ entry: teamListEntry }),
  errors: ['TEAM_NOT_FOUND', 'TEAM_LIST_NOT_FOUND', 'COMPANY_NOT_FOUND'],
});

export const removeTeamListCompany = defineEndpoint({
  method: 'delete',
  path: '/teams/:teamId/lists/:listId/companies/:companyId',
  summary: 'Take a company off a shared list (any member)',
  tags,
  auth: 'session',
  params: listCompanyParams,
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_LIST_NOT_FOUND', 'COMPANY_NOT_FOUND'],
});

export const getTeamNotes = defineEndpoint({
  method: 'get',
  path: '/teams/:teamId/companies/:companyId/notes',
  summary: "The team's notes on a company, oldest first",
  tags,
  auth: 'session',
  params: companyParams,
  response: z.object({ notes: z.array(teamNote) }),
  errors: ['TEAM_NOT_FOUND', 'COMPANY_NOT_FOUND'],
});

export const addTeamNote = defineEndpoint({
  method: 'post',
  path: '/teams/:teamId/companies/:companyId/notes',
  summary: "Add a short note on a team company (one on at least one of the team's lists)",
  tags,
  auth: 'session',
  params: companyParams,
  body: z.object({ body: noteBody }),
  response: z.object({ note: teamNote }),
  status: 201,
  errors: ['TEAM_NOT_FOUND', 'COMPANY_NOT_FOUND', 'NOT_TEAM_COMPANY'],
});

export const editTeamNote = defineEndpoint({
  method: 'patch',
  path: '/teams/:teamId/notes/:noteId',
  summary: 'Edit a note (its author only)',
  tags,
  auth: 'session',
  params: noteParams,
  body: z.object({ body: noteBody }),
  response: z.object({ note: teamNote }),
  errors: ['TEAM_NOT_FOUND', 'TEAM_NOTE_NOT_FOUND', 'NOTE_AUTHOR_REQUIRED'],
});

export const deleteTeamNote = defineEndpoint({
  method: 'delete',
  path: '/teams/:teamId/notes/:noteId',
  summary: 'Delete a note (its author only)',
  tags,
  auth: 'session',
  params: noteParams,
  response: empty,
  errors: ['TEAM_NOT_FOUND', 'TEAM_NOTE_NOT_FOUND', 'NOTE_AUTHOR_REQUIRED'],
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
  getTeamLists,
  createTeamList,
  renameTeamList,
  deleteTeamList,
  getTeamListCompanies,
  addTeamListCompany,
  removeTeamListCompany,
  getTeamNotes,
  addTeamNote,
  editTeamNote,
  deleteTeamNote,
  getTeamAudit,
] as const;
