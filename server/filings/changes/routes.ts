import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/filings.ts';
import { signDocumentUrl } from '../documents/document-url.ts';
import type { FilingsDeps } from '../filings-deps.ts';
import type { Passage, SectionComparison } from './compare-sections.ts';
import { filingChanges } from './filing-changes.ts';

export function createChangesRoutes(deps: FilingsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const services = {
    db: deps.db,
    edgar: deps.edgar,
    cache: deps.edgarCache,
    clock: deps.clock,
    parsedFilings: deps.parsedFilings,
  };

  route(contract.getFilingChanges, async (c, { params }) => {
    const changes = await filingChanges(services, params.accession, c.req.raw.signal);
    const now = deps.clock().getTime();
    // Each quote links to its passage in the signed viewer of its own year's filing.
    const link = (acc: string) => (passage: Passage | null) =>
      passage && {
        ...passage,
        // Marked in the document, and `#highlight` scrolls to it.
        view_url: signDocumentUrl(deps.secret, acc, now, {
          highlight: { start: passage.start, end: passage.end },
        }),
      };
    const shape = (section: SectionComparison | null): contract.LinkedSectionComparison | null => {
      if (!section) return section;
      const { prior: priorRef } = changes;
      const current = link(changes.current.accession_number);
      const prior = priorRef ? link(priorRef.accession_number) : () => null;
      return {
        ...section,
        changes: section.changes.map((change) => ({
          ...change,
          current: current(change.current),
          prior: prior(change.prior),
        })),
      };
    };
    return {
      ...changes,
      risk_factors: shape(changes.risk_factors),
      business: shape(changes.business),
    };
  });

  return app;
}
