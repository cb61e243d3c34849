import type { Context } from 'hono';
import { Hono } from 'hono';
import * as contract from '../../contract/teams.ts';
import { requireSession } from '../accounts/require-user.ts';
import type { AuthEnv } from '../http/app-env.ts';
import type { RouteDeps } from '../http/feature-module.ts';
import { contractRoutes } from '../http/route.ts';
import * as teams from './team-service.ts';

export interface TeamsDeps extends RouteDeps, teams.TeamDeps {}

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
  return app;
}
