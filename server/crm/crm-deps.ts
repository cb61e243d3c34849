import type { Logger } from 'pino';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import type { JobRunner } from '#server/jobs/types.ts';
import { type ConnectionStore, createConnectionStore } from './connections.ts';
import { createHubspotClient, type HubspotClient } from './hubspot/hubspot-client.ts';
import { createSalesforceClient, type SalesforceClient } from './salesforce/salesforce-client.ts';
import { createTokenCipher, crmTokenKey } from './token-cipher.ts';

export interface CrmClients {
  store: ConnectionStore;
  salesforce: SalesforceClient | null;
  hubspot: HubspotClient | null;
}

/** What the CRM feature needs: its clients, built once by the app like Stripe's, and where its notes link back to. */
export interface CrmDeps extends RouteDeps {
  db: Db;
  log: Logger;
  clock: Clock;
  jobs: JobRunner;
  config: Pick<Config, 'APP_URL'>;
  crm: CrmClients;
}

/** The CRM adapters, each off (null) until its client id and secret are configured. */
export function createCrmClients(deps: { config: Config; db: Db; secret: string }): CrmClients {
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
