import type { FeatureModule } from '#server/http/feature-module.ts';
import { createOpenApiRoutes, type OpenApiDeps } from './routes.ts';

/** The API's own description: `/api/openapi.json` and the `/api/docs` page, made from the contract. */
export const openApiModule: FeatureModule<OpenApiDeps> = { name: 'openapi', routes: createOpenApiRoutes };
