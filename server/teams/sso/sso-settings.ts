import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { type Db, pgErrorCode } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { TeamSsoSettings } from '../../../contract/team-sso.ts';
import { teamSso } from '../schema.ts';
import { requireManager } from '../team-access.ts';
import { recordTeamAudit } from '../team-audit.ts';
import { isEnterpriseTeam } from '../team-billing-store.ts';
import { DnsUnavailableError, type TxtLookup } from './dns-txt.ts';
import { assertIssuerAddress, IssuerAddressError } from './issuer-address.ts';
import { discover, type OidcConnection, OidcError } from './oidc-connection.ts';
import { newVerificationToken, verificationRecord } from './sso-domain.ts';
import { connectionReady, readTeamSso, ssoView, type TeamSsoRow } from './sso-store.ts';

/*
 * A team's single sign-on settings (ADR 0325), for its owners and admins. Every change is audited in its own
 * transaction. Changing the domain or the connection turns enforcement off until someone signs in through the new
 * settings: a typo in a client id must not lock the whole domain out.
 */

export interface SsoDeps {
  db: Db;
  /** Encrypts the client secret at rest. */
  secret: string;
  appUrl: string;
  txtLookup: TxtLookup;
  /** A provider on this machine over http (offline mode, tests): never in production. */
  allowLoopbackIssuer: boolean;
}

export function ssoRedirectUri(appUrl: string): string {
  return `${appUrl}/api/auth/sso/callback`;
}

/**
 * The stored connection, ready to use: its issuer is checked again at each use (its host may since resolve to an
 * address inside our network), then the secret is decrypted. A refused address is an `IssuerAddressError`.
 */
export async function usableConnection(
  deps: Pick<SsoDeps, 'secret' | 'allowLoopbackIssuer'>,
  row: TeamSsoRow,
): Promise<OidcConnection> {
  if (!row.issuer || !row.clientId || !row.clientSecret) {
    throw new Error('single sign-on connection incomplete');
  }
  await assertIssuerAddress(row.issuer, deps.allowLoopbackIssuer);
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: await symmetricDecrypt({ key: deps.secret, data: row.clientSecret }),
  };
}

async function view(deps: SsoDeps, teamId: string): Promise<TeamSsoSettings> {
  const [row, enterprise] = await Promise.all([
    readTeamSso(deps.db, teamId),
    isEnterpriseTeam(deps.db, teamId),
  ]);
  return ssoView(row, { enterprise, redirectUri: ssoRedirectUri(deps.appUrl) });
}

async function requireEnterpriseManager(deps: SsoDeps, teamId: string, userId: string) {
  await requireManager(deps.db, teamId, userId);
  if (!(await isEnterpriseTeam(deps.db, teamId))) {
    throw new AppError(
      'ENTERPRISE_REQUIRED',
      'Single sign-on comes with the Enterprise plan. Contact sales to put this team on it.',
    );
  }
}

async function requireSettings(deps: SsoDeps, teamId: string): Promise<TeamSsoRow> {
  const row = await readTeamSso(deps.db, teamId);
  if (!row) throw new AppError('SSO_NOT_READY', "Add your company's e-mail domain first.");
  return row;
}

export async function getTeamSso(deps: SsoDeps, userId: string, teamId: string): Promise<TeamSsoSettings> {
  await requireManager(deps.db, teamId, userId);
  return view(deps, teamId);
}

export async function setTeamSsoDomain(deps: SsoDeps, userId: string, teamId: string, domain: string) {
  await requireEnterpriseManager(deps, teamId, userId);
  const current = await readTeamSso(deps.db, teamId);
  if (current?.domain !== domain) {
    const fresh = {
      domain,
      verificationToken: newVerificationToken(),
      domainVerifiedAt: null,
      enforced: false,
      lastSignInAt: null,
      updatedAt: sql`now()`,
    };
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(teamSso)
        .values({ teamId, ...fresh })
        .onConflictDoUpdate({ target: teamSso.teamId, set: fresh });
      await recordTeamAudit(tx, { teamId, actorId: userId, action: 'sso.domain_set', detail: { domain } });
    });
  }
  return view(deps, teamId);
}

async function publishedRecords(deps: SsoDeps, name: string): Promise<string[]> {
  try {
    return await deps.txtLookup(name);
  } catch (error) {
    if (!(error instanceof DnsUnavailableError)) throw error;
    throw new AppError(
      'SSO_DOMAIN_NOT_VERIFIED',
      `We could not ask DNS about ${name} just now. Try again in a minute.`,
    );
  }
}

export async function verifyTeamSsoDomain(deps: SsoDeps, userId: string, teamId: string) {
  await requireEnterpriseManager(deps, teamId, userId);
  const row = await requireSettings(deps, teamId);
  if (row.domainVerifiedAt) return view(deps, teamId);
  const record = verificationRecord(row.domain, row.verificationToken);
  const found = await publishedRecords(deps, record.name);
  if (!found.includes(record.value)) {
    throw new AppError(
      'SSO_DOMAIN_NOT_VERIFIED',
      found.length === 0
        ? `No TXT record was found at ${record.name} yet. New DNS records can take up to an hour to appear.`
        : `The TXT record at ${record.name} does not hold ${record.value} yet (it holds ${found.length} other value${found.length === 1 ? '' : 's'}).`,
    );
  }
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(teamSso)
        .set({ domainVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(teamSso.teamId, teamId));
      await recordTeamAudit(tx, {
        teamId,
        actorId: userId,
        action: 'sso.domain_verified',
        detail: { domain: row.domain },
      });
    });
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    throw new AppError('SSO_DOMAIN_TAKEN', `Another team has already verified ${row.domain}.`);
  }
  return view(deps, teamId);
}

export async function setTeamSsoConnection(
  deps: SsoDeps,
  userId: string,
  teamId: string,
  input: { issuer: string; clientId: string; clientSecret?: string },
) {
  await requireEnterpriseManager(deps, teamId, userId);
  const row = await requireSettings(deps, teamId);
  const clientSecret =
    input.clientSecret ??
    (row.clientSecret ? await symmetricDecrypt({ key: deps.secret, data: row.clientSecret }) : undefined);
  if (!clientSecret) {
    throw new AppError('SSO_NOT_READY', 'Enter the client secret your identity provider gave this app.');
  }
  const issuer = input.issuer.replace(/\/+$/, '');
  try {
    await assertIssuerAddress(issuer, deps.allowLoopbackIssuer);
    await discover({ issuer, clientId: input.clientId, clientSecret });
  } catch (error) {
    if (error instanceof IssuerAddressError) throw new AppError('SSO_ISSUER_INVALID', error.message);
    if (!(error instanceof OidcError)) throw error;
    throw new AppError(
      'SSO_ISSUER_INVALID',
      `We could not read ${issuer}/.well-known/openid-configuration. Check the issuer URL your identity provider shows for this app.`,
    );
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(teamSso)
      .set({
        issuer,
        clientId: input.clientId,
        clientSecret: await symmetricEncrypt({ key: deps.secret, data: clientSecret }),
        enforced: false,
        lastSignInAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(teamSso.teamId, teamId));
    await recordTeamAudit(tx, {
      teamId,
      actorId: userId,
      action: 'sso.connection_set',
      detail: { issuer, clientId: input.clientId },
    });
  });
  return view(deps, teamId);
}

export async function setTeamSsoEnforcement(
  deps: SsoDeps,
  userId: string,
  teamId: string,
  enforced: boolean,
) {
  await requireEnterpriseManager(deps, teamId, userId);
  const row = await requireSettings(deps, teamId);
  if (enforced && !(connectionReady(row) && row.lastSignInAt)) {
    throw new AppError(
      'SSO_NOT_READY',
      `Before requiring single sign-on, verify ${row.domain}, save the connection and sign in through it once (Sign in with SSO, with an address at ${row.domain}), so nobody is locked out.`,
    );
  }
  if (row.enforced !== enforced) {
    await deps.db.transaction(async (tx) => {
      await tx.update(teamSso).set({ enforced, updatedAt: sql`now()` }).where(eq(teamSso.teamId, teamId));
      await recordTeamAudit(tx, {
        teamId,
        actorId: userId,
        action: enforced ? 'sso.enforced' : 'sso.not_enforced',
        detail: { domain: row.domain },
      });
    });
  }
  return view(deps, teamId);
}

export async function deleteTeamSso(deps: SsoDeps, userId: string, teamId: string): Promise<void> {
  await requireManager(deps.db, teamId, userId);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(teamSso)
      .where(eq(teamSso.teamId, teamId))
      .returning({ domain: teamSso.domain });
    if (removed) {
      await recordTeamAudit(tx, {
        teamId,
        actorId: userId,
        action: 'sso.removed',
        detail: { domain: removed.domain },
      });
    }
  });
}
