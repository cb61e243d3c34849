import { asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '#server/db/client.ts';
import { CRM_PROVIDERS, type CrmProvider } from '../../contract/crm.ts';
import { revocableToken } from './crm-adapter.ts';
import type { CrmClients } from './crm-deps.ts';
import { HUBSPOT_EXPORT_JOB } from './hubspot/export-job.ts';
import { crmConnections } from './schema.ts';

/** Jobs whose payload is the user's own (an analysis on its way to their CRM): deleted with the account. */
export const CRM_JOB_KINDS = [HUBSPOT_EXPORT_JOB];

/** The user's CRM connections by name only, for their data export: never a token. */
export function crmConnectionsOf(
  db: Db,
  userId: string,
): Promise<{ provider: CrmProvider; accountName: string | null; connectedAt: Date }[]> {
  return db
    .select({
      provider: crmConnections.provider,
      accountName: crmConnections.accountName,
      connectedAt: crmConnections.createdAt,
    })
    .from(crmConnections)
    .where(eq(crmConnections.userId, userId))
    .orderBy(asc(crmConnections.provider));
}

/** A token to revoke at a provider. */
export interface CrmGrant {
  provider: CrmProvider;
  token: string;
}

/** The tokens to revoke when the account goes, read (and unsealed) while the rows still exist. */
export async function crmGrantsOf(crm: CrmClients, userId: string): Promise<CrmGrant[]> {
  const grants: CrmGrant[] = [];
  for (const provider of CRM_PROVIDERS) {
    const token = revocableToken(provider, await crm.store.get(userId, provider));
    if (token) grants.push({ provider, token });
  }
  return grants;
}

/**
 * Revokes each grant at its provider, best effort: the account is already deleted, so a provider that is down or
 * switched off here is logged (provider and reason, never the token) and nothing else happens.
 * @returns how many grants the providers revoked.
 */
export async function revokeCrmGrants(
  crm: CrmClients,
  grants: CrmGrant[],
  log: Logger,
  userId: string,
): Promise<number> {
  const outcomes = await Promise.allSettled(
    grants.map(async ({ provider, token }) => {
      const client = crm[provider];
      if (!client) throw new Error(`${provider} is not configured on this server`);
      await client.revoke(token);
    }),
  );
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') return;
    const error = outcome.reason as { name?: string; status?: number };
    log.warn(
      { userId, provider: grants[index]?.provider, reason: error.name, status: error.status },
      'crm revoke failed while deleting an account',
    );
  });
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}
