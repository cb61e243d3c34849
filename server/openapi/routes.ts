import { Hono } from 'hono';
import type { Config } from '#server/config.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import { version } from '#server/version.ts';
import * as contract from '../../contract/openapi.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

export interface OpenApiDeps extends RouteDeps {
  config: Pick<Config, 'API_TOKEN_RATE_LIMIT'>;
}

/** `GET /api/openapi.json` and `GET /api/docs`, built once from the contract table. */
export function createOpenApiRoutes(deps: OpenApiDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const document = buildOpenApiDocument(undefined, version, deps.config.API_TOKEN_RATE_LIMIT);
  const page = renderDocsPage(document);

  route(contract.getOpenApiDocument, () => document);
  route(contract.getApiDocs, (c) => c.html(page));
  return app;
}
