import { Hono } from 'hono';
import * as contract from '../../contract/openapi.ts';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { contractRoutes } from '../http/route.ts';
import { version } from '../version.ts';
import { renderDocsPage } from './docs-page.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

/** `GET /api/openapi.json` and `GET /api/docs`, built once from the contract table. */
export function createOpenApiRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const document = buildOpenApiDocument(undefined, version, deps.config.API_TOKEN_RATE_LIMIT);
  const page = renderDocsPage(document);

  route(contract.getOpenApiDocument, () => document);
  route(contract.getApiDocs, (c) => c.html(page));
  return app;
}
