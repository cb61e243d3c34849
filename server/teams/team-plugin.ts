import { organization } from 'better-auth/plugins/organization';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { teamInvitationMail } from '#server/mail/templates.ts';
import * as tables from './schema.ts';
import { teamAuditHooks } from './team-audit-hooks.ts';
import { seatLimitOf } from './team-seats.ts';

/** An invitation link works for 7 days (issue 32). */
const INVITATION_DAYS = 7;
/** The plugin's tables, for Better Auth's Drizzle adapter (accounts configures the adapter). */
export const teamAuthTables = {
  organization: tables.organization,
  member: tables.member,
  invitation: tables.invitation,
};

function invitationUrl(appUrl: string, invitationId: string): string {
  return `${appUrl}/teams/invitations/${encodeURIComponent(invitationId)}`;
}

/**
 * Better Auth's organization plugin as the app uses it (ADR 0318): a team is an organization; membership,
 * invitations and roles are the plugin's; the app's own routes (server/teams) wrap it so the contract, OpenAPI and
 * the web client see them. Users create teams freely; invitations go out through the app's mailer.
 */
export function teamPlugin(input: { mailer: Mailer; appUrl: string; db: Db }) {
  return organization({
    allowUserToCreateOrganization: true,
    creatorRole: 'owner',
    // The paid seats with a live Team plan, else the free cap (ADR 0320): the plugin's own check on accepting.
    membershipLimit: async (_user, team) => (await seatLimitOf(input.db, team.id)).limit,
    invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
    // Pending invitations hold seats, so the seat limit is also theirs (the plugin's default, 100, was below a paid
    // team's 1,000 seats); the app's own seat check counts members and invitations together.
    invitationLimit: async ({ organization }) => (await seatLimitOf(input.db, organization.id)).limit,
    cancelPendingInvitationsOnReInvite: false,
    requireEmailVerificationOnInvitation: false,
    organizationHooks: teamAuditHooks(input.db),
    sendInvitationEmail: async (data) => {
      await input.mailer.send({
        to: data.email,
        ...teamInvitationMail({
          url: invitationUrl(input.appUrl, data.id),
          teamName: data.organization.name,
          inviterName: data.inviter.user.name,
        }),
      });
    },
  });
}

/**
 * The plugin's own HTTP paths, for Better Auth's `disabledPaths`: clients use the contract's routes, which validate
 * (slug length, roles, seats) and authorise before the plugin runs; `auth.api.*` calls from the server still work.
 */
export function pluginHttpPaths(plugin: ReturnType<typeof teamPlugin>): string[] {
  return Object.values(plugin.endpoints as Record<string, { path?: string }>)
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === 'string');
}
