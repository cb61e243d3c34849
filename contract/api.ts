import { adminEndpoints } from './admin.ts';
import { companiesEndpoints } from './companies.ts';
import { crmEndpoints } from './crm.ts';
import type { Endpoint } from './endpoint.ts';
import { openApiEndpoints } from './openapi.ts';

/**
 * Every endpoint in the contract: the OpenAPI document is generated from this table and a test compares it with
 * the routes the server registers. A migrated feature adds its `<feature>Endpoints` here.
 */
export const API_ENDPOINTS: readonly Endpoint[] = [
  ...companiesEndpoints,
  ...openApiEndpoints,
  ...crmEndpoints,
  ...adminEndpoints,
];
