import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '#server/http/app-env.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/crm.ts';
import { accession } from '../../contract/fields.ts';
import { createConnectionRoutes } from './connection-routes.ts';
import type { CrmDeps } from './crm-deps.ts';
import { createHubspotRoutes } from './hubspot/routes.ts';
import { createSalesforceRoutes } from './salesforce/routes.ts';

const passageParams = z.object({ accession });
const highlightPattern = /^\d{1,9}-\d{1,9}$/;

/** Connecting Salesforce and HubSpot, their export routes, and the passage links that CRM notes point back to. */
export function createCrmRoutes(deps: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  app.route('/', createConnectionRoutes(deps));
  app.route('/', createSalesforceRoutes(deps));
  app.route('/', createHubspotRoutes(deps));

  /**
   * A link in a CRM note outlives any signed document URL, so it names the passage and opens it in the app's
   * passage page (signed in there, or after sign-in), which signs the view; a malformed link goes to the dashboard.
   */
  route(contract.openPassage, async (c, { params, query }) => {
    const parsed = passageParams.safeParse(params);
    const highlight = query.highlight ?? '';
    if (!parsed.success || !highlightPattern.test(highlight)) return c.redirect('/dashboard', 302);
    return c.redirect(`/passage/${parsed.data.accession}?highlight=${highlight}`, 302);
  });

  return app;
}
