import { type Context, Hono } from 'hono';
import type { Config } from '#server/config.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import { clientIp } from '#server/http/client-ip.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/sales.ts';
import { type ContactSalesDeps, contactSales } from './contact-sales.ts';

export interface SalesDeps extends RouteDeps, ContactSalesDeps {
  config: Pick<Config, 'SALES_EMAIL' | 'TRUST_PROXY'>;
}

/**
 * The signed-in caller's id on a public route, or null: anyone may write to sales, and a session (when there is
 * one) only tells sales which account wrote. A missing or stale credential is not an error here.
 */
async function signedInUserId(c: Context<AuthEnv>, deps: SalesDeps): Promise<string | null> {
  if (!c.req.header('cookie') && !c.req.header('authorization')) return null;
  let userId: string | null = null;
  try {
    await deps.requireUser(c, async () => {
      userId = c.get('user').id;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return userId;
}

/** `POST /api/contact-sales`: the route of `contract/sales.ts`. */
export function createSalesRoutes(deps: SalesDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);

  route(contract.contactSales, async (c, { body }) => {
    await contactSales(deps, body, {
      ip: clientIp(c, deps.config.TRUST_PROXY),
      userId: await signedInUserId(c, deps),
    });
    return { ok: true as const };
  });

  return app;
}
