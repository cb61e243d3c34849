import type { OrganizationOptions } from 'better-auth/plugins/organization';
import type { Db } from '#server/db/client.ts';
import { recordTeamAudit } from './team-audit.ts';

/**
 * The organization plugin's hooks that write the audit log for the plugin's own writes (ADR 0321): only those whose
 * data names who acted. They run after the plugin's write, outside its transaction (Better Auth 1.7.25 gives no
 * transaction to join), so an entry can be missing if the process dies in between, never the other way round.
 * Role changes, removals and leaving are recorded by `team-service.ts`: the plugin's hooks there do not name the
 * actor, and leaving runs no hook at all. An invitation's id is its link's token: it is never recorded.
 */
export function teamAuditHooks(db: Db): NonNullable<OrganizationOptions['organizationHooks']> {
  return {
    afterCreateOrganization: async ({ organization, user }) => {
      await recordTeamAudit(db, {
        teamId: organization.id,
        actorId: user.id,
        action: 'team.created',
        detail: { name: organization.name, slug: organization.slug },
      });
    },
    afterCreateInvitation: async ({ invitation, inviter, organization }) => {
      await recordTeamAudit(db, {
        teamId: organization.id,
        actorId: inviter.id,
        action: 'invitation.sent',
        detail: { email: invitation.email, role: invitation.role ?? 'member' },
      });
    },
    afterAcceptInvitation: async ({ invitation, user, organization }) => {
      await recordTeamAudit(db, {
        teamId: organization.id,
        actorId: user.id,
        action: 'invitation.accepted',
        detail: { email: invitation.email, role: invitation.role ?? 'member' },
      });
    },
  };
}
