import { Hono } from 'hono';
import * as contract from '../../contract/openapi.ts';
import type { Config } from '../config.ts';
import type { AuthEnv } from '../http/app-env.ts';
import type { RouteDeps } from '../http/feature-module.ts';
import { contractRoutes } from '../http/route.ts';
import { version } from '../version.ts';
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
