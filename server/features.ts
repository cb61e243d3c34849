import { accountsModule } from './accounts/index.ts';
import { adminModule } from './admin/index.ts';
import { alertsModule } from './alerts/index.ts';
import { analysisModule } from './analysis/index.ts';
import { billingModule } from './billing/index.ts';
import { companiesModule } from './companies/index.ts';
import { crmModule } from './crm/index.ts';
import { filingsModule } from './filings/index.ts';
import { financialsModule } from './financials/index.ts';
import { fullTextModule } from './full-text/index.ts';
import { healthModule } from './health/index.ts';
import { openApiModule } from './openapi/index.ts';
import { researchModule } from './research/index.ts';
import { salesModule } from './sales/index.ts';
import { teamsModule } from './teams/index.ts';

/**
 * Every feature of the server, each from its `index.ts`. `app.ts` mounts their routes in this order and `deps.ts`
 * registers their jobs; adding a feature is one line here (see docs/architecture.md#adding-a-feature).
 */
export const FEATURES = [
  healthModule,
  accountsModule,
  companiesModule,
  filingsModule,
  alertsModule,
  financialsModule,
  analysisModule,
  researchModule,
  fullTextModule,
  billingModule,
  adminModule,
  crmModule,
  teamsModule,
  salesModule,
  openApiModule,
] as const;
