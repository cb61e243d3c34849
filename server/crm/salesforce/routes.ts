import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../../accounts/require-user.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { safeReturnPath } from '../connections.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { crmErrors } from '../crm-errors.ts';
import { loadExportSource } from '../export-source.ts';
import {
  markdownNote,
  noteTitle,
  passageLinkFor,
  SALESFORCE_BODY_MAX,
  SALESFORCE_TITLE_MAX,
} from '../note-content.ts';
import { requireProForCrm, signedInOrLogin } from '../require-pro.ts';
import { withSalesforce } from './salesforce-service.ts';

const searchQuery = z.object({
  query: z.string().trim().min(1, 'Enter a name to search').max(100),
  type: z.enum(['Account', 'Lead']).default('Account'),
});

/** Salesforce record ids: 15 or 18 alphanumerics. */
const salesforceId = z
  .string()
  .regex(/^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/, 'must be a Salesforce record id');

/**
 * The spec's body is {parentId, title, content}. With `analysisId` the server writes the note itself from the stored
 * analysis, so the quotes, sections and links in it are the filing's and not whatever the browser sent.
 */
const noteBody = z
  .object({
    parentId: salesforceId,
    analysisId: z.uuid().optional(),
    title: z.string().trim().min(1).max(SALESFORCE_TITLE_MAX).optional(),
    content: z.string().trim().min(1).max(SALESFORCE_BODY_MAX).optional(),
  })
  .refine((body) => body.analysisId || (body.title && body.content), 'give analysisId, or title and content');

export function createSalesforceRoutes(deps: AppDeps, crm: CrmDeps) {
  const app = new Hono<AuthEnv>();
  const client = () => {
    if (!crm.salesforce) throw crmErrors.notConfigured('Salesforce');
    return crm.salesforce;
  };
  const service = () => ({ store: crm.store, client: client(), log: deps.log });

  app.use('/salesforce/callback', signedInOrLogin(deps.requireUser));
  app.use('/salesforce/*', deps.requireUser, requireProForCrm);

  app.get('/salesforce/auth/start', async (c) => {
    const sf = client();
    const returnTo = safeReturnPath(c.req.query('returnTo'));
    const { state, codeChallenge } = await crm.store.startOauth({
      userId: c.get('user').id,
      provider: 'salesforce',
      returnTo,
      now: deps.clock(),
    });
    return c.json({ authUrl: sf.authorizeUrl(state, codeChallenge) });
  });

  app.get('/salesforce/callback', async (c) => {
    const sf = client();
    const failed = (path: string, reason: string) => {
      deps.log.info({ userId: c.get('user').id, reason }, 'salesforce connect failed');
      const separator = path.includes('?') ? '&' : '?';
      return c.redirect(`${path}${separator}salesforce=failed`, 302);
    };
    const state = c.req.query('state');
    const pending = state
      ? await crm.store.finishOauth({ state, provider: 'salesforce', now: deps.clock() })
      : null;
    // A state we did not issue, issued to someone else, or already used: nothing is exchanged or stored.
    if (!pending || pending.userId !== c.get('user').id) return failed('/account', 'state mismatch');
    const code = c.req.query('code');
    if (!code) return failed(pending.returnTo, c.req.query('error') ?? 'no code');
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
  });

  app.get('/salesforce/connection-status', async (c) => {
    const connection = crm.salesforce ? await crm.store.get(c.get('user').id, 'salesforce') : null;
    return c.json({
      connected: Boolean(connection),
      username: connection?.accountName ?? null,
      configured: Boolean(crm.salesforce),
    });
  });

  app.get('/salesforce/search', async (c) => {
    const { query, type } = readQuery(c, searchQuery);
    const records = await withSalesforce(
      service(),
      c.get('user').id,
      (instanceUrl, token) => client().search(instanceUrl, token, type, query),
      { code: 'SALESFORCE_SEARCH_FAILED', message: 'Failed to search Salesforce' },
    );
    return c.json({ records });
  });

  app.post('/salesforce/create-note', async (c) => {
    const body = await readJson(c, noteBody);
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
    return c.json({ ok: true, id: created.id });
  });

  app.delete('/salesforce/connection', async (c) => {
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
    return c.json({ ok: true });
  });

  return app;
}
