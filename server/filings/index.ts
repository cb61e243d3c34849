import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { FeatureModule } from '#server/http/feature-module.ts';
import { createChangesRoutes } from './changes/routes.ts';
import type { FilingsDeps } from './filings-deps.ts';
import { createHistoryRoutes } from './history/routes.ts';
import { createFilingRoutes } from './routes.ts';

export type { FilingDocuments } from './documents/filing-documents.ts';
export type { ParsedFilings } from './documents/parsed-filings.ts';
/**
 * The filings feature's public module for other features: the parsed-filing types section extraction produces,
 * the `FilingSource` contract it implements for analysis, the document cache (full-text indexing reads its
 * bodies), and what a stored filing row says about an accession. Analysis depends on filings, never the reverse.
 */
export type { FilingRef, FilingSource, NewRisk, RelatedFiling } from './filing-source-contract.ts';
export type {
  ParsedFiling,
  Section,
  TextSpan,
} from './sections/types.ts';
export { storedFilingMeta } from './stored-filing-meta.ts';

/** The filings feature: 10-K/10-Q/8-K documents and sections, a company's filing history and 8-Ks, What changed. */
export const filingsModule: FeatureModule<FilingsDeps> = {
  name: 'filings',
  routes(deps) {
    const app = new Hono<AuthEnv>();
    app.route('/', createFilingRoutes(deps));
    app.route('/', createHistoryRoutes(deps));
    app.route('/', createChangesRoutes(deps));
    return app;
  },
};
