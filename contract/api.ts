import { accountBriefEndpoints } from './account-brief.ts';
import { accountDataEndpoints } from './account-data.ts';
import { accountsEndpoints } from './accounts.ts';
import { adminEndpoints } from './admin.ts';
import { alertsEndpoints } from './alerts.ts';
import { analysisEndpoints } from './analysis.ts';
import { askEndpoints } from './ask.ts';
import { billingEndpoints } from './billing.ts';
import { companiesEndpoints } from './companies.ts';
import { crmEndpoints } from './crm.ts';
import type { Endpoint } from './endpoint.ts';
import { filingsEndpoints } from './filings.ts';
import { financialsEndpoints } from './financials.ts';
import { fullTextSearchEndpoints } from './full-text-search.ts';
import { healthEndpoints } from './health.ts';
import { openApiEndpoints } from './openapi.ts';
import { prospectsEndpoints } from './prospects.ts';
import { researchEndpoints } from './research.ts';
import { salesEndpoints } from './sales.ts';
import { teamBillingEndpoints } from './team-billing.ts';
import { teamListsEndpoints } from './team-lists.ts';
import { teamSsoEndpoints } from './team-sso.ts';
import { teamsEndpoints } from './teams.ts';

/**
 * Every endpoint in the contract: the OpenAPI document is generated from this table and a test compares it with
 * the routes the server registers. Each feature adds its `<feature>Endpoints` here.
 */
export const API_ENDPOINTS: readonly Endpoint[] = [
  ...healthEndpoints,
  ...accountsEndpoints,
  ...accountDataEndpoints,
  ...companiesEndpoints,
  ...prospectsEndpoints,
  ...fullTextSearchEndpoints,
  ...openApiEndpoints,
  ...alertsEndpoints,
  ...billingEndpoints,
  ...filingsEndpoints,
  ...financialsEndpoints,
  ...analysisEndpoints,
  ...researchEndpoints,
  ...askEndpoints,
  ...accountBriefEndpoints,
  ...crmEndpoints,
  ...adminEndpoints,
  ...teamsEndpoints,
  ...teamListsEndpoints,
  ...teamBillingEndpoints,
  ...teamSsoEndpoints,
  ...salesEndpoints,
];
