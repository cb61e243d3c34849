import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { CrmClients } from '#server/crm/index.ts';
import type { Db } from '#server/db/client.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import type { Auth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

/** What the accounts feature needs: Better Auth, the session cache, and what ending an account must reach. */
export interface AccountsDeps extends RouteDeps {
  db: Db;
  log: Logger;
  clock: Clock;
  auth: Auth;
  /** Resolved sessions and API tokens for a few seconds; `invalidateUser` after any revocation. */
  sessionCache: SessionCache;
  /** To cancel a subscription when its account is deleted; null when billing is off. */
  stripe: Stripe | null;
  /** To revoke CRM grants when an account is deleted. */
  crm: CrmClients;
  config: Pick<Config, 'TRUST_PROXY'>;
}
