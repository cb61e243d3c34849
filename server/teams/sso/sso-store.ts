import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { TeamSsoSettings } from '../../../contract/team-sso.ts';
import { teamEnterprise, teamSso } from '../schema.ts';
import { verificationRecord } from './sso-domain.ts';

export type TeamSsoRow = typeof teamSso.$inferSelect;

export async function readTeamSso(db: Db, teamId: string): Promise<TeamSsoRow | undefined> {
  const [row] = await db.select().from(teamSso).where(eq(teamSso.teamId, teamId));
  return row;
}

/** The settings as owners and admins see them: the secret never leaves the server. */
export function ssoView(
  row: TeamSsoRow | undefined,
  input: { enterprise: boolean; redirectUri: string },
): TeamSsoSettings {
  return {
    enterprise: input.enterprise,
    domain: row?.domain ?? null,
    verification: row && !row.domainVerifiedAt ? verificationRecord(row.domain, row.verificationToken) : null,
    domainVerifiedAt: row?.domainVerifiedAt ?? null,
    issuer: row?.issuer ?? null,
    clientId: row?.clientId ?? null,
    clientSecretSet: Boolean(row?.clientSecret),
    redirectUri: input.redirectUri,
    enforced: row?.enforced ?? false,
    lastSignInAt: row?.lastSignInAt ?? null,
  };
}

/** Complete enough to sign in through: a verified domain and a whole connection. */
export function connectionReady(
  row: TeamSsoRow | undefined,
): row is TeamSsoRow & { issuer: string; clientId: string; clientSecret: string } {
  return Boolean(row?.domainVerifiedAt && row.issuer && row.clientId && row.clientSecret);
}

/**
 * The single sign-on that holds a domain: the one team with it verified, if that team is on Enterprise. A team
 * that loses Enterprise stops signing people in and stops refusing their passwords at once.
 */
export function ssoForDomain(db: Db, domain: string): Promise<TeamSsoRow | undefined> {
  return liveSso(db, eq(teamSso.domain, domain));
}

/** The team's single sign-on, if it still signs people in: its domain verified and the team on Enterprise. */
export function liveSsoOfTeam(db: Db, teamId: string): Promise<TeamSsoRow | undefined> {
  return liveSso(db, eq(teamSso.teamId, teamId));
}

async function liveSso(db: Db, which: SQL): Promise<TeamSsoRow | undefined> {
  const [row] = await db
    .select({ sso: teamSso })
    .from(teamSso)
    .innerJoin(teamEnterprise, eq(teamEnterprise.teamId, teamSso.teamId))
    .where(and(which, isNotNull(teamSso.domainVerifiedAt)));
  return row?.sso;
}
