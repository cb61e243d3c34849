import type { FeatureModule } from '../http/feature-module.ts';
import { createResearchRoutes, type ResearchDeps } from './routes.ts';

/** The research feature: technology signals from a company's latest 10-K and 10-Q (Pro; Free sees a teaser). */
export const researchModule: FeatureModule<ResearchDeps> = { name: 'research', routes: createResearchRoutes };
