import type { AppDeps } from '../deps.ts';
import { type ConnectionStore, createConnectionStore } from './connections.ts';
import { createHubspotClient, type HubspotClient } from './hubspot/hubspot-client.ts';
import { createSalesforceClient, type SalesforceClient } from './salesforce/salesforce-client.ts';
import { createTokenCipher, crmTokenKey } from './token-cipher.ts';

export interface CrmDeps {
  store: ConnectionStore;
  salesforce: SalesforceClient | null;
  hubspot: HubspotClient | null;
}

/** The CRM adapters, each off (null) until its client id and secret are configured. */
export function createCrmDeps(deps: AppDeps): CrmDeps {
  const { config } = deps;
  const store = createConnectionStore(
    deps.db,
    createTokenCipher(crmTokenKey(config.CRM_TOKEN_KEY, deps.secret)),
  );
  const salesforce =
    config.SALESFORCE_CLIENT_ID && config.SALESFORCE_CLIENT_SECRET
      ? createSalesforceClient({
          loginUrl: config.SALESFORCE_LOGIN_URL,
          clientId: config.SALESFORCE_CLIENT_ID,
          clientSecret: config.SALESFORCE_CLIENT_SECRET,
          redirectUri: `${config.APP_URL}/api/salesforce/callback`,
        })
      : null;
  const hubspot =
    config.HUBSPOT_CLIENT_ID && config.HUBSPOT_CLIENT_SECRET
      ? createHubspotClient({
          apiUrl: config.HUBSPOT_API_URL,
          authUrl:
            config.HUBSPOT_AUTH_URL ??
            (config.HUBSPOT_API_URL === 'https://api.hubapi.com'
              ? 'https://app.hubspot.com'
              : config.HUBSPOT_API_URL),
          clientId: config.HUBSPOT_CLIENT_ID,
          clientSecret: config.HUBSPOT_CLIENT_SECRET,
          redirectUri: `${config.APP_URL}/api/hubspot/callback`,
        })
      : null;
  return { store, salesforce, hubspot };
}
