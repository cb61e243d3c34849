import type { FeatureModule } from '#server/http/feature-module.ts';
import { createResearchRoutes, type ResearchDeps } from './routes.ts';

/** The month's questions of Ask a filing, for the usage meter (analysis's usage route, wired in `deps.ts`). */
export { questionAllowance } from './ask/question-allowance.ts';
/** The research feature's public module for other features: a user's brief share links, for their export. */
export { briefSharesOf } from './brief/brief-shares.ts';

/**
 * The research feature: technology signals from a company's latest 10-K and 10-Q (Pro; Free sees a teaser), and the
 * account brief with its read-only share links (Pro).
 */
export const researchModule: FeatureModule<ResearchDeps> = { name: 'research', routes: createResearchRoutes };
