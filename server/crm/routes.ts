import { Hono } from 'hono';
import { z } from 'zod';
import * as contract from '../../contract/crm.ts';
import { accession } from '../../contract/fields.ts';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { signDocumentUrl } from '../filings/documents/document-url.ts';
import { contractRoutes } from '../http/route.ts';
import { type CrmDeps, createCrmDeps } from './crm-deps.ts';
import { createHubspotRoutes } from './hubspot/routes.ts';
import { createSalesforceRoutes } from './salesforce/routes.ts';

const passageParams = z.object({ accession });
const highlightPattern = /^\d{1,9}-\d{1,9}$/;

/** Salesforce and HubSpot export routes, and the passage links that CRM notes point back to. */
export function createCrmRoutes(deps: AppDeps, crm: CrmDeps = createCrmDeps(deps)) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  app.route('/', createSalesforceRoutes(deps, crm));
  app.route('/', createHubspotRoutes(deps, crm));

  /**
   * A link in a CRM note outlives any signed document URL, so it names the passage and is signed on arrival:
   * a signed-in user lands on the filing viewer with the quote highlighted; anyone else is asked to sign in.
   */
  route(contract.openPassage, async (c, { params, query }) => {
    const parsed = passageParams.safeParse(params);
    const highlight = query.highlight ?? '';
    if (!parsed.success || !highlightPattern.test(highlight)) return c.redirect('/dashboard', 302);
    const headers = new Headers();
    const cookie = c.req.header('cookie');
    if (cookie) headers.set('cookie', cookie);
    const session = await deps.auth.api.getSession({ headers }).catch(() => null);
    if (!session) return c.redirect('/login', 302);
    const [start, end] = highlight.split('-').map(Number) as [number, number];
    return c.redirect(
      signDocumentUrl(deps.secret, parsed.data.accession, deps.clock().getTime(), {
        highlight: { start, end },
      }),
      302,
    );
  });

  return app;
}
