import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireSession } from '#server/accounts/require-user.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as billingContract from '../../contract/team-billing.ts';
import * as listsContract from '../../contract/team-lists.ts';
import * as contract from '../../contract/teams.ts';
import { createSsoRoutes, type SsoRouteDeps } from './sso/sso-routes.ts';
import { teamAuditPage } from './team-audit-log.ts';
import * as billing from './team-billing.ts';
import * as lists from './team-lists.ts';
import * as notes from './team-notes.ts';
import * as teams from './team-service.ts';

export interface TeamsDeps
  extends RouteDeps,
    teams.TeamDeps,
    Omit<billing.TeamBillingDeps, 'config'>,
    SsoRouteDeps {}

function actorOf(c: Context<AuthEnv>): teams.Actor {
  const user = c.get('user');
  return { userId: user.id, email: user.email, sessionId: user.sessionId, headers: c.req.raw.headers };
}

/** The routes of `contract/teams.ts`: each authorises through the service, which wraps the organization plugin. */
export function createTeamRoutes(deps: TeamsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, { ...deps, requireSession });

  route(contract.createTeam, async (c, { body }) => ({
    team: await teams.createTeam(deps, actorOf(c), body),
  }));
  route(contract.getTeams, async (c) => teams.listTeams(deps, actorOf(c)));
  route(contract.setActiveTeam, async (c, { body }) => {
    await teams.setActiveTeam(deps, actorOf(c), body.teamId);
  });
  route(contract.getTeamMembers, async (c, { params }) => teams.teamMembers(deps, actorOf(c), params.teamId));
  route(contract.inviteMember, async (c, { params, body }) => ({
    invitation: await teams.inviteMember(deps, actorOf(c), params.teamId, body),
  }));
  route(contract.revokeInvitation, async (c, { params }) => {
    await teams.revokeInvitation(deps, actorOf(c), params.teamId, params.invitationId);
  });
  route(contract.acceptInvitation, async (c, { params }) => ({
    team: await teams.acceptInvitation(deps, actorOf(c), params.token),
  }));
  route(contract.changeMemberRole, async (c, { params, body }) => {
    await teams.changeMemberRole(deps, actorOf(c), params.teamId, params.userId, body.role);
  });
  route(contract.removeMember, async (c, { params }) => {
    await teams.removeMember(deps, actorOf(c), params.teamId, params.userId);
  });
  route(contract.transferOwnership, async (c, { params, body }) => {
    await teams.transferOwnership(deps, actorOf(c), params.teamId, body.userId);
  });
  route(listsContract.getTeamLists, async (c, { params }) => ({
    lists: await lists.getTeamLists(deps, c.get('user').id, params.teamId),
  }));
  route(listsContract.createTeamList, async (c, { params, body }) => ({
    list: await lists.createTeamList(deps, c.get('user').id, params.teamId, body.name),
  }));
  route(listsContract.renameTeamList, async (c, { params, body }) => ({
    list: await lists.renameTeamList(deps, c.get('user').id, params, body.name),
  }));
  route(listsContract.deleteTeamList, async (c, { params }) => {
    await lists.deleteTeamList(deps, c.get('user').id, params);
  });
  route(listsContract.getTeamListCompanies, async (c, { params, query }) =>
    lists.getTeamListCompanies(deps, c.get('user').id, params, query),
  );
  route(listsContract.addTeamListCompany, async (c, { params }) => ({
    entry: await lists.addTeamListCompany(deps, c.get('user').id, params),
  }));
  route(listsContract.removeTeamListCompany, async (c, { params }) => {
    await lists.removeTeamListCompany(deps, c.get('user').id, params);
  });
  route(listsContract.getTeamNotes, async (c, { params }) => ({
    notes: await notes.getTeamNotes(deps, c.get('user').id, params.teamId, params.companyId),
  }));
  route(listsContract.addTeamNote, async (c, { params, body }) => ({
    note: await notes.addTeamNote(deps, c.get('user').id, params, body.body),
  }));
  route(listsContract.editTeamNote, async (c, { params, body }) => ({
    note: await notes.editTeamNote(deps, c.get('user').id, params, body.body),
  }));
  route(listsContract.deleteTeamNote, async (c, { params }) => {
    await notes.deleteTeamNote(deps, c.get('user').id, params);
  });
  route(contract.getTeamAudit, async (c, { params, query }) =>
    teamAuditPage(deps.db, c.get('user').id, params.teamId, query),
  );
  route(billingContract.getTeamBilling, async (c, { params }) =>
    billing.getTeamBilling(deps, c.get('user').id, params.teamId),
  );
  route(billingContract.createTeamCheckout, async (c, { params, body }) =>
    billing.createTeamCheckout(deps, c.get('user'), params.teamId, body),
  );
  route(billingContract.createTeamPortal, async (c, { params }) =>
    billing.createTeamPortal(deps, c.get('user').id, params.teamId),
  );
  app.route('/', createSsoRoutes(deps));
  return app;
}
