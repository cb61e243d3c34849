import { type Context, Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/crm.ts';
import {
  type CallbackQuery,
  crmConnectionStatus,
  disconnectCrm,
  finishCrmAuth,
  startCrmAuth,
} from './connection-service.ts';
import type { CrmDeps } from './crm-deps.ts';
import { requireProForCrm, signedInOrLogin } from './crm-guards.ts';

/**
 * Connecting and disconnecting either CRM: the contract keeps a path per provider, each served by the same handler
 * with its provider.
 */
export function createConnectionRoutes(deps: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const userId = (c: Context<AuthEnv>) => c.get('user').id;

  const start =
    (provider: contract.CrmProvider) =>
    (c: Context<AuthEnv>, { query }: { query: { returnTo?: string } }) =>
      startCrmAuth(deps, provider, userId(c), query.returnTo);
  route(contract.startSalesforceAuth, requireProForCrm, start('salesforce'));
  route(contract.startHubspotAuth, requireProForCrm, start('hubspot'));

  const callback =
    (provider: contract.CrmProvider) =>
    async (c: Context<AuthEnv>, { query }: { query: CallbackQuery }) =>
      c.redirect(await finishCrmAuth(deps, provider, userId(c), query), 302);
  const signedIn = signedInOrLogin(deps.requireUser);
  route(contract.salesforceCallback, signedIn, requireProForCrm, callback('salesforce'));
  route(contract.hubspotCallback, signedIn, requireProForCrm, callback('hubspot'));

  route(contract.getSalesforceStatus, requireProForCrm, async (c) => {
    const { account, ...status } = await crmConnectionStatus(deps, 'salesforce', userId(c));
    return { ...status, username: account };
  });
  route(contract.getHubspotStatus, requireProForCrm, async (c) => {
    const { account, ...status } = await crmConnectionStatus(deps, 'hubspot', userId(c));
    return { ...status, portal: account };
  });

  const disconnect = (provider: contract.CrmProvider) => async (c: Context<AuthEnv>) => {
    await disconnectCrm(deps, provider, userId(c));
    return { ok: true as const };
  };
  route(contract.disconnectSalesforce, requireProForCrm, disconnect('salesforce'));
  route(contract.disconnectHubspot, requireProForCrm, disconnect('hubspot'));

  return app;
}
