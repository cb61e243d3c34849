import type { Hono } from 'hono';
import { requirePro } from '#server/billing/require-pro.ts';
import type { AuthEnv } from '#server/http/app-env.ts';
import type { RouteDeps } from '#server/http/feature-module.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../../contract/account-brief.ts';
import { relinkBrief } from './assemble-brief.ts';
import { briefGonePage, briefHtml } from './brief-html.ts';
import { briefMarkdown } from './brief-markdown.ts';
import { listBriefShares, openSharedBrief, revokeBriefShare, shareBrief } from './brief-shares.ts';
import { type BriefDeps, loadAccountBrief, passageLinker } from './load-brief.ts';

const PRO_MESSAGE = 'The account brief is part of the Pro plan. Upgrade to Pro to use it.';

/**
 * The account brief's routes, on the research feature's app. The brief and new shares are Pro (the plan rule,
 * `requirePro`); listing and revoking shares are not, so a user whose Pro lapsed can still take a link down.
 */
export function addBriefRoutes(app: Hono<AuthEnv>, deps: RouteDeps & BriefDeps) {
  const route = contractRoutes(app, deps);
  const pro = requirePro(PRO_MESSAGE);

  route(contract.getAccountBrief, pro, async (c, { params }) =>
    loadAccountBrief(deps, c.get('user').id, params.ticker, c.req.raw.signal),
  );

  route(contract.getAccountBriefMarkdown, pro, async (c, { params }) => {
    const brief = await loadAccountBrief(deps, c.get('user').id, params.ticker, c.req.raw.signal);
    return c.body(briefMarkdown(brief), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  route(contract.createBriefShare, pro, async (c, { params, body }) => {
    const userId = c.get('user').id;
    const brief = await loadAccountBrief(deps, userId, params.ticker, c.req.raw.signal);
    return shareBrief(deps.db, userId, brief, body.expiresInDays, deps.clock());
  });

  route(contract.listBriefShares, async (c, { params }) => ({
    shares: await listBriefShares(deps.db, c.get('user').id, params.ticker, deps.clock()),
  }));

  route(contract.revokeBriefShare, async (c, { params }) => {
    await revokeBriefShare(deps.db, c.get('user').id, params.ticker, params.id, deps.clock());
  });

  route(contract.getSharedBrief, async (c, { params }) => {
    const shared = await openSharedBrief(deps.db, params.token, deps.clock());
    // The page is the owner's to share, not a search engine's to index; nor a cache's to keep after revocation.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (shared.status !== 200) return c.html(briefGonePage(shared.message), shared.status);
    return c.html(briefHtml(relinkBrief(shared.brief, passageLinker(deps)), shared));
  });
}
