import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { SAVED_SEARCHES_MAX, type SavedFilingSearch } from '../../contract/full-text-search.ts';
import { saveSearch } from './saved-searches.ts';

const PATH = '/api/prospects/saved-searches';

describe('saved filing searches', async () => {
  const t = await createTestApp();
  const alice = await t.signUp();
  const bob = await t.signUp();
  const save = (json: unknown, as = alice) => t.request(PATH, { as, json });
  const list = async (as = alice) =>
    ((await (await t.request(PATH, { as })).json()) as { searches: SavedFilingSearch[] }).searches;

  it('requires a signed-in user for every route', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await t.request(PATH, { json: { name: 'x', q: 'erp' } })).status).toBe(401);
    const deleted = await t.request(`${PATH}/00000000-0000-4000-8000-000000000000`, { method: 'DELETE' });
    expect(deleted.status).toBe(401);
  });

  it('saves a search with its filters, all three forms when none is chosen, and lists the newest first', async () => {
    const first = await save({ name: '  Zero trust ', q: ' "zero trust" ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      name: 'Zero trust',
      q: '"zero trust"',
      forms: ['10-K', '10-Q', '8-K'],
      sector: null,
    });
    const second = await save({
      name: 'ERP',
      q: 'ERP implementation',
      forms: ['8-K', '10-K'],
      sector: 'Industrials',
    });
    expect(second.status).toBe(201);
    const searches = await list();
    expect(searches.map((search) => search.name)).toEqual(['ERP', 'Zero trust']);
    expect(searches[0]).toMatchObject({ forms: ['10-K', '8-K'], sector: 'Industrials' });
    expect(searches[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await list(bob)).toEqual([]);
  });

  it.each([
    ['no name', { q: 'erp' }],
    ['an empty name', { name: '  ', q: 'erp' }],
    ['a long name', { name: 'n'.repeat(81), q: 'erp' }],
    ['an empty query', { name: 'x', q: ' ' }],
    ['a 1,000-character query', { name: 'x', q: 'a'.repeat(1000) }],
    ['a control character', { name: 'x', q: 'zero\ttrust' }],
    ['an unknown form', { name: 'x', q: 'erp', forms: ['S-1'] }],
    ['no form', { name: 'x', q: 'erp', forms: [] }],
    ['an unknown sector', { name: 'x', q: 'erp', sector: 'Crypto' }],
    ['an unknown field', { name: 'x', q: 'erp', alert: true }],
  ])('refuses %s with a 400 and saves nothing', async (_label, body) => {
    const before = (await list()).length;
    const response = await save(body);
    expect(response.status).toBe(400);
    expect((await list()).length).toBe(before);
  });

  it(`refuses a search beyond ${SAVED_SEARCHES_MAX} with a clear 400`, async () => {
    const carol = await t.signUp();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1)
      expect((await save({ name: `Search ${i}`, q: `word${i}` }, carol)).status).toBe(201);
    const refused = await save({ name: 'One more', q: 'erp' }, carol);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_SAVED_SEARCHES' });
    expect(await list(carol)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('keeps the cap when the service is hit concurrently on several connections', async () => {
    // Without the per-user lock this ends above the cap on PostgreSQL; PGlite serialises anyway.
    for (let round = 0; round < 3; round += 1) {
      const dave = await t.signUp();
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          saveSearch(t.db, dave.id, { name: `S${i}`, q: `w${i}` }, new Date()),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(SAVED_SEARCHES_MAX);
      expect(await list(dave)).toHaveLength(SAVED_SEARCHES_MAX);
    }
  });

  it("deletes the owner's search; another user's id or an unknown one is a 404", async () => {
    const [search] = await list();
    const url = `${PATH}/${search?.id}`;
    expect((await t.request(url, { method: 'DELETE', as: bob })).status).toBe(404);
    expect(await list()).toHaveLength(2);
    expect((await t.request(url, { method: 'DELETE', as: alice })).status).toBe(204);
    expect((await list()).map((s) => s.name)).toEqual(['Zero trust']);
    expect((await t.request(url, { method: 'DELETE', as: alice })).status).toBe(404);
    // A malformed id names no search either (the router's answer for an invalid path parameter).
    expect((await t.request(`${PATH}/not-a-uuid`, { method: 'DELETE', as: alice })).status).toBe(404);
  });
});
