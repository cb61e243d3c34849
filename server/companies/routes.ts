import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../accounts/require-user.ts';
import type { AppDeps } from '../deps.ts';
import { readJson, readParams, readQuery } from '../http/validate.ts';
import { createList, deleteList, getLists, updateList } from './company-lists.ts';
import { DEFAULT_RECENT_LIMIT, getCompanyByTicker, getRecentViews, recordView } from './company-views.ts';
import { getSavedCompanies, moveSavedCompany, saveCompany, unsaveCompany } from './saved-companies.ts';
import { searchCompanies } from './search-companies.ts';

/** Tickers as EDGAR writes them (BRK-B, BF.B); anything else cannot name a company. */
const tickerParam = z.object({ ticker: z.string().regex(/^[A-Za-z0-9.-]{1,12}$/) });
const companyIdParam = z.object({ companyId: z.uuid() });
const listIdParam = z.object({ id: z.uuid() });

const searchQuery = z.object({ q: z.string().default('') });
const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(DEFAULT_RECENT_LIMIT) });

const listId = z.uuid().nullable();
const saveBody = z.object({ companyId: z.uuid(), listId: listId.optional().default(null) });
const moveBody = z.object({ listId });

const listName = z.string().trim().min(1, 'List name must not be blank').max(100);
/** Spec §5: the description is optional and trimmed; blank means none. */
const listDescription = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((value) => value || null);
const createListBody = z.object({ name: listName, description: listDescription.optional() });
const updateListBody = z
  .object({ name: listName.optional(), description: listDescription.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, 'Nothing to change');

/**
 * Companies, view history, saved companies and lists. Every route needs a session and touches only the caller's
 * rows; another user's list or saved company answers 404, exactly like one that does not exist.
 * Row fields keep the spec's names (part 1 §3: `company_id`, `date_saved`, `company_count`…).
 */
export function createCompanyRoutes(deps: AppDeps) {
  const { db, requireUser, log, clock } = deps;
  const app = new Hono<AuthEnv>();

  app.get('/companies/search', requireUser, async (c) => {
    const { q } = readQuery(c, searchQuery);
    return c.json({ companies: await searchCompanies(db, q, log) });
  });

  app.get('/companies/:ticker', requireUser, async (c) => {
    const { ticker } = readParams(c, tickerParam);
    return c.json({ company: await getCompanyByTicker(db, ticker) });
  });

  app.post('/companies/:ticker/views', requireUser, async (c) => {
    const { ticker } = readParams(c, tickerParam);
    return c.json({ view: await recordView(db, c.get('user').id, ticker, clock()) });
  });

  app.get('/history/recent', requireUser, async (c) => {
    const { limit } = readQuery(c, recentQuery);
    return c.json({ views: await getRecentViews(db, c.get('user').id, limit) });
  });

  app.get('/saved-companies', requireUser, async (c) => {
    return c.json({ savedCompanies: await getSavedCompanies(db, c.get('user').id) });
  });

  app.post('/saved-companies', requireUser, async (c) => {
    const body = await readJson(c, saveBody);
    const { id: userId } = c.get('user');
    const plan = await c.get('user').plan();
    const { saved, created } = await saveCompany(db, { userId, plan, ...body, now: clock() });
    return c.json({ savedCompany: saved, alreadySaved: !created }, created ? 201 : 200);
  });

  app.patch('/saved-companies/:companyId', requireUser, async (c) => {
    const { companyId } = readParams(c, companyIdParam);
    const body = await readJson(c, moveBody);
    return c.json({ savedCompany: await moveSavedCompany(db, c.get('user').id, companyId, body.listId) });
  });

  app.delete('/saved-companies/:companyId', requireUser, async (c) => {
    const { companyId } = readParams(c, companyIdParam);
    await unsaveCompany(db, c.get('user').id, companyId);
    return c.body(null, 204);
  });

  app.get('/lists', requireUser, async (c) => {
    return c.json({ lists: await getLists(db, c.get('user').id) });
  });

  app.post('/lists', requireUser, async (c) => {
    const body = await readJson(c, createListBody);
    return c.json({ list: await createList(db, c.get('user').id, body, clock()) }, 201);
  });

  app.patch('/lists/:id', requireUser, async (c) => {
    const { id } = readParams(c, listIdParam);
    const body = await readJson(c, updateListBody);
    return c.json({ list: await updateList(db, c.get('user').id, id, body) });
  });

  app.delete('/lists/:id', requireUser, async (c) => {
    const { id } = readParams(c, listIdParam);
    await deleteList(db, c.get('user').id, id);
    return c.body(null, 204);
  });

  return app;
}
