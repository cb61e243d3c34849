import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { signDocumentUrl } from '#server/filings/documents/document-url.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/http/app-error.ts';
import { clientIp } from '#server/http/client-ip.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/analysis.ts';
import type { AnalysisServices } from './analysis-services.ts';
import { profileProduct } from './engines/extractive/query.ts';
import { forgetAnalysis, getOwnAnalysis, listHistory, runAnalysis } from './run-analysis.ts';
import { correctSellerReading, getSellerReading } from './seller-reading.ts';
import { engineLabel } from './types.ts';
import { getUsage, type QuestionAllowanceOf } from './usage.ts';

/**
 * The spec's one message naming every field that fails, instead of the validator's wording. Runs before the
 * contract's validator; a body that is not a JSON object is left to it (415, malformed JSON, expected object).
 */
const namesInvalidParameters: MiddlewareHandler = async (c, next) => {
  const isJson = (c.req.header('content-type') ?? '').toLowerCase().includes('application/json');
  const body: unknown = isJson ? await c.req.json().catch(() => undefined) : undefined;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const parsed = z.safeParse(contract.analysisRequest, body);
    if (!parsed.success) {
      const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const fields = Object.keys(contract.analysisRequest.shape).filter((field) => invalid.has(field));
      throw new AppError('INVALID_PARAMETERS', `Invalid request parameters: ${fields.join(' ')}`);
    }
  }
  await next();
};

export interface AnalysisDeps extends RouteDeps {
  db: Db;
  log: Logger;
  clock: Clock;
  /** Signs the viewer addresses each answer carries. */
  secret: string;
  config: Pick<Config, 'TRUST_PROXY'>;
  /** The engine, the filings it reads and the quota rules. */
  analysis: AnalysisServices;
  /** Ask a filing's allowance this month, shown with the analyses in the usage meter. */
  questionAllowance: QuestionAllowanceOf;
}

export function createAnalysisRoutes(deps: AnalysisDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, deps);
  const service = { db: deps.db, clock: deps.clock, log: deps.log, ...deps.analysis };
  /** The signed viewer address; the client adds `highlight=start-end` for a quote ("Show in filing"). */
  const documentUrl = (accession: string) => signDocumentUrl(deps.secret, accession, deps.clock().getTime());

  route(contract.runAnalysis, namesInvalidParameters, async (c, { body: request }) => {
    const user = c.get('user');
    try {
      const outcome = await runAnalysis(
        service,
        { id: user.id, plan: await user.plan() },
        request,
        c.req.raw.signal,
      );
      return {
        analysis: outcome.analysis,
        usageTracked: outcome.usageTracked,
        id: outcome.id,
        cached: outcome.cached,
        accession: outcome.accession,
        productDescription: outcome.productDescription,
        documentUrl: documentUrl(outcome.accession),
        engine: {
          id: outcome.engine,
          label: engineLabel(outcome.engine),
          ...(outcome.tokens ? { tokens: outcome.tokens } : {}),
        },
        sellerNeeds: profileProduct(outcome.productDescription, outcome.sellerConcepts).concepts.map(
          (concept) => concept.label,
        ),
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED') {
        const ip = clientIp(c, deps.config.TRUST_PROXY) ?? 'unknown';
        deps.log.warn({ security: 'quota_exceeded', userId: user.id, ip }, 'quota_exceeded');
      }
      throw error;
    }
  });

  route(contract.getUsage, async (c) => {
    const user = c.get('user');
    return getUsage(deps, user.id, await user.plan(), deps.clock());
  });

  route(contract.getHistory, async (c) => ({ analyses: await listHistory(deps.db, c.get('user').id) }));

  route(contract.deleteAnalysis, async (c, { params }) => {
    if (!(await forgetAnalysis(deps.db, c.get('user').id, params.id)))
      throw AppError.notFound('Analysis not found');
  });

  route(contract.getSellerReading, async (c) => getSellerReading(deps.db, c.get('user').id));

  route(contract.updateSellerReading, async (c, { body }) =>
    correctSellerReading(deps.db, c.get('user').id, body.chosen, deps.clock()),
  );

  route(contract.getAnalysis, async (c, { params }) => {
    const own = await getOwnAnalysis(deps.db, c.get('user').id, params.id);
    return { ...own, documentUrl: documentUrl(own.accession) };
  });

  return app;
}
