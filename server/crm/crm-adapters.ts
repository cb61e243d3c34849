import type { CrmProvider } from '../../contract/crm.ts';
import type { CrmAdapter } from './crm-adapter.ts';
import type { CrmClients, CrmDeps } from './crm-deps.ts';
import { crmErrors } from './crm-errors.ts';
import { hubspotAdapter } from './hubspot/hubspot-adapter.ts';
import { type SalesforceSession, salesforceAdapter } from './salesforce/salesforce-adapter.ts';

/** What an API call of each provider is given by `withCrmToken`. */
export interface CrmSessions {
  salesforce: SalesforceSession;
  hubspot: string;
}

/** What the CRM services need: the clients, a log and the time. */
export type CrmServiceDeps = Pick<CrmDeps, 'crm' | 'log' | 'clock'>;

/** The provider's adapter; a provider without keys on this server says so (503 `*_NOT_CONFIGURED`). */
export function crmAdapter<P extends CrmProvider>(
  deps: CrmServiceDeps,
  provider: P,
): CrmAdapter<CrmSessions[P]> {
  const { salesforce, hubspot } = deps.crm;
  const adapter =
    provider === 'salesforce'
      ? salesforce && salesforceAdapter(salesforce, deps.log)
      : hubspot && hubspotAdapter(hubspot);
  if (!adapter) throw crmErrors.notConfigured(provider);
  return adapter as CrmAdapter<CrmSessions[P]>;
}

/** The provider's client, for the calls `withCrmToken` wraps; a provider without keys says so. */
export function crmClient<P extends CrmProvider>(
  deps: CrmServiceDeps,
  provider: P,
): NonNullable<CrmClients[P]> {
  const client = deps.crm[provider];
  if (!client) throw crmErrors.notConfigured(provider);
  return client as NonNullable<CrmClients[P]>;
}
