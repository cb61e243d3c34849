import { Hono } from 'hono';
import { z } from 'zod';
import { accession } from '../../../contract/fields.ts';
import type { AuthEnv } from '../../accounts/require-user.ts';
import type { AppDeps } from '../../deps.ts';
import { readParams } from '../../http/validate.ts';
import { signDocumentUrl } from '../documents/document-url.ts';
import type { Passage, SectionComparison } from './compare-sections.ts';
import { filingChanges } from './filing-changes.ts';

export function createChangesRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const services = {
    db: deps.db,
    edgar: deps.edgar,
    cache: deps.edgarCache,
    clock: deps.clock,
    parsedFilings: deps.parsedFilings,
  };

  app.get('/sec-filings/:accession/changes', deps.requireUser, async (c) => {
    const params = readParams(c, z.object({ accession }));
    const changes = await filingChanges(services, params.accession);
    const now = deps.clock().getTime();
    // Each quote links to its passage in the signed viewer of its own year's filing.
    const link = (acc: string) => (passage: Passage | null) =>
      passage && {
        ...passage,
        view_url: `${signDocumentUrl(deps.secret, acc, now)}&highlight=${passage.start}-${passage.end}`,
      };
    const shape = (section: SectionComparison | null) => {
      if (!section || !changes.prior) return section;
      const current = link(changes.current.accession_number);
      const prior = link(changes.prior.accession_number);
      return {
        ...section,
        changes: section.changes.map((change) => ({
          ...change,
          current: current(change.current),
          prior: prior(change.prior),
        })),
      };
    };
    return c.json({
      ...changes,
      risk_factors: shape(changes.risk_factors),
      business: shape(changes.business),
    });
  });

  return app;
}
