import { Hono } from 'hono';
import * as contract from '../../../contract/crm.ts';
import type { AuthEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { contractRoutes } from '../../http/route.ts';
import { safeReturnPath } from '../connections.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { crmErrors } from '../crm-errors.ts';
import { requireProForCrm, signedInOrLogin } from '../crm-guards.ts';
import { loadExportSource } from '../export-source.ts';
import { markdownNote, noteTitle, passageLinkFor } from '../note-content.ts';
import { withSalesforce } from './salesforce-service.ts';

export function createSalesforceRoutes(deps: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const { crm } = deps;
  const client = () => {
    if (!crm.salesforce) throw crmErrors.notConfigured('Salesforce');
    return crm.salesforce;
  };
  const service = () => ({ store: crm.store, client: client(), log: deps.log });

  const route = contractRoutes(app, deps);

  route(contract.startSalesforceAuth, requireProForCrm, async (c, { query }) => {
    const sf = client();
    const returnTo = safeReturnPath(query.returnTo);
    const { state, codeChallenge } = await crm.store.startOauth({
      userId: c.get('user').id,
      provider: 'salesforce',
      returnTo,
      now: deps.clock(),
    });
    return { authUrl: sf.authorizeUrl(state, codeChallenge) };
  });

  route(
    contract.salesforceCallback,
    signedInOrLogin(deps.requireUser),
    requireProForCrm,
    async (c, { query }) => {
      const sf = client();
      const failed = (path: string, reason: string) => {
        deps.log.info({ userId: c.get('user').id, reason }, 'salesforce connect failed');
        const separator = path.includes('?') ? '&' : '?';
        return c.redirect(`${path}${separator}salesforce=failed`, 302);
      };
      const { state } = query;
      const pending = state
        ? await crm.store.finishOauth({ state, provider: 'salesforce', now: deps.clock() })
        : null;
      // A state we did not issue, issued to someone else, or already used: nothing is exchanged or stored.
      if (!pending || pending.userId !== c.get('user').id) return failed('/account', 'state mismatch');
      const { code } = query;
      if (!code) return failed(pending.returnTo, query.error ?? 'no code');
      try {
        const tokens = await sf.exchangeCode(code, pending.codeVerifier);
        const username = await sf.username(tokens.instance_url, tokens.access_token).catch(() => null);
        await crm.store.save(pending.userId, 'salesforce', {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token ?? null,
          instanceUrl: tokens.instance_url,
          accountName: username,
          accessExpiresAt: null,
        });
      } catch (error) {
        return failed(pending.returnTo, (error as Error).name);
      }
      return c.redirect(pending.returnTo, 302);
    },
  );

  route(contract.getSalesforceStatus, requireProForCrm, async (c) => {
    const connection = crm.salesforce ? await crm.store.get(c.get('user').id, 'salesforce') : null;
    return {
      connected: Boolean(connection),
      username: connection?.accountName ?? null,
      configured: Boolean(crm.salesforce),
    };
  });

  route(contract.searchSalesforce, requireProForCrm, async (c, { query: { query, type } }) => {
    const records = await withSalesforce(
      service(),
      c.get('user').id,
      (instanceUrl, token) => client().search(instanceUrl, token, type, query),
      { code: 'SALESFORCE_SEARCH_FAILED', message: 'Failed to search Salesforce' },
    );
    return { records };
  });

  route(contract.createSalesforceNote, requireProForCrm, async (c, { body }) => {
    const userId = c.get('user').id;
    let title = body.title ?? '';
    let content = body.content ?? '';
    if (body.analysisId) {
      const source = await loadExportSource(deps.db, userId, body.analysisId);
      title = noteTitle(source);
      content = markdownNote(source, passageLinkFor(deps.config.APP_URL));
    }
    const created = await withSalesforce(
      service(),
      userId,
      (instanceUrl, token) =>
        client().createNote(instanceUrl, token, { parentId: body.parentId, title, body: content }),
      { code: 'SALESFORCE_EXPORT_FAILED', message: 'Failed to export to Salesforce' },
    );
    return { ok: true, id: created.id };
  });

  route(contract.disconnectSalesforce, requireProForCrm, async (c) => {
    const userId = c.get('user').id;
    const connection = await crm.store.get(userId, 'salesforce');
    if (connection && crm.salesforce) {
      // Revoke first; if Salesforce cannot be reached the token is still forgotten here, and the user told.
      await crm.salesforce
        .revoke(connection.refreshToken ?? connection.accessToken)
        .catch((error: unknown) => {
          deps.log.warn({ userId, err: (error as Error).name }, 'salesforce revoke failed');
        });
    }
    const removed = await crm.store.remove(userId, 'salesforce');
    if (!removed) throw AppError.notFound('No Salesforce connection', 'NOT_CONNECTED');
    return { ok: true };
  });

  return app;
}
