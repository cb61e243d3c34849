import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../accounts/client-ip.ts';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { signDocumentUrl } from '../filings/documents/document-url.ts';
import { AppError } from '../http/app-error.ts';
import { readJson, readParams } from '../http/validate.ts';
import { getOwnAnalysis, listHistory, runAnalysis } from './run-analysis.ts';
import { getUsage } from './usage.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional().catch(undefined);

/** Lenient on purpose: missing or wrong fields get the spec's one message naming them, not zod's wording. */
const analysisBody = z.object({
  ticker: z.unknown().optional(),
  filingType: z.unknown().optional(),
  accession: z.unknown().optional(),
  productDescription: z.unknown().optional(),
});

const tickerPattern = /^[A-Z][A-Z0-9.-]{0,9}$/;
const accessionPattern = /^\d{10}-\d{2}-\d{6}$/;

function parseAnalysisRequest(body: z.infer<typeof analysisBody>) {
  const ticker = typeof body.ticker === 'string' ? body.ticker.trim().toUpperCase() : '';
  const filingType = typeof body.filingType === 'string' ? body.filingType.trim().toUpperCase() : '';
  const invalid: string[] = [];
  if (!tickerPattern.test(ticker)) invalid.push('ticker');
  if (filingType !== '10-K' && filingType !== '10-Q') invalid.push('filingType');
  const accession =
    body.accession === undefined || body.accession === null || body.accession === ''
      ? undefined
      : body.accession;
  if (accession !== undefined && (typeof accession !== 'string' || !accessionPattern.test(accession)))
    invalid.push('accession');
  if (body.productDescription != null && typeof body.productDescription !== 'string')
    invalid.push('productDescription');
  if (invalid.length > 0) {
    throw new AppError('INVALID_PARAMETERS', 400, `Invalid request parameters: ${invalid.join(' ')}`);
  }
  const description = optionalText(5000).parse(body.productDescription);
  return {
    ticker,
    filingType: filingType as '10-K' | '10-Q',
    accession: accession as string | undefined,
    productDescription: description,
  };
}

export function createAnalysisRoutes(deps: AppDeps) {
  const app = new Hono<AuthEnv>();
  const service = { db: deps.db, clock: deps.clock, log: deps.log, ...deps.analysis };
  /** The signed viewer address; the client adds `highlight=start-end` for a quote ("Show in filing"). */
  const documentUrl = (accession: string) => signDocumentUrl(deps.secret, accession, deps.clock().getTime());

  app.post('/analysis', deps.requireUser, async (c) => {
    const user = c.get('user');
    const request = parseAnalysisRequest(await readJson(c, analysisBody));
    try {
      const outcome = await runAnalysis(service, { id: user.id, plan: await user.plan() }, request);
      return c.json({
        analysis: outcome.analysis,
        usageTracked: outcome.usageTracked,
        id: outcome.id,
        cached: outcome.cached,
        accession: outcome.accession,
        productDescription: outcome.productDescription,
        documentUrl: documentUrl(outcome.accession),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED') {
        const ip = clientIp(c, deps.config.TRUST_PROXY) ?? 'unknown';
        deps.log.warn({ security: 'quota_exceeded', userId: user.id, ip }, 'quota_exceeded');
      }
      throw error;
    }
  });

  app.get('/analysis/usage', deps.requireUser, async (c) => {
    const user = c.get('user');
    return c.json(await getUsage(deps.db, user.id, await user.plan(), deps.clock()));
  });

  app.get('/analysis/history', deps.requireUser, async (c) =>
    c.json({ analyses: await listHistory(deps.db, c.get('user').id) }),
  );

  app.get('/analysis/:id', deps.requireUser, async (c) => {
    const { id } = readParams(c, z.object({ id: z.uuid() }));
    const own = await getOwnAnalysis(deps.db, c.get('user').id, id);
    return c.json({ ...own, documentUrl: documentUrl(own.accession) });
  });

  return app;
}
