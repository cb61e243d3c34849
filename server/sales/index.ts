import type { FeatureModule } from '#server/http/feature-module.ts';
import { createSalesRoutes, type SalesDeps } from './routes.ts';

/** The sales feature: the public contact-sales form, mailed to the sales inbox (ADR 0326). */
export const salesModule: FeatureModule<SalesDeps> = { name: 'sales', routes: createSalesRoutes };
