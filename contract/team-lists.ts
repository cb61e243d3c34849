import { z } from 'zod/mini';
import { defineEndpoint, empty } from './endpoint.ts';
import { id, listName, timestamp } from './fields.ts';
import { opaqueId, tags, teamParams } from './teams.ts';

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

export const teamListsEndpoints = [
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
] as const;
