import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createExtractiveEngine } from './engines/extractive/extractive-engine.ts';
import { fixtureFilingSource } from './testing/fixture-filing-source.ts';

const description = 'warehouse robotics and automated fulfilment systems';

describe('seller reading: what we understood the product to serve, corrected by the user', async () => {
  const t = await createTestApp({
    overrides: () => ({ analysis: { engine: createExtractiveEngine(), filings: fixtureFilingSource() } }),
  });
  const saveDescription = (as: Awaited<ReturnType<typeof t.signUp>>, companyDescription: string) =>
    t.request('/api/profile', { as, method: 'PUT', json: { companyDescription } });
  const reading = async (as: Awaited<ReturnType<typeof t.signUp>>) =>
    (await t.request('/api/profile/seller-reading', { as })).json();
  const correct = (as: Awaited<ReturnType<typeof t.signUp>>, chosen: unknown) =>
    t.request('/api/profile/seller-reading', { as, method: 'PUT', json: { chosen } });

  it("reads the profile's description until the user picks the needs themselves", async () => {
    const ann = await t.signUp();
    expect(await reading(ann)).toMatchObject({ derived: [], chosen: null });
    expect((await saveDescription(ann, description)).status).toBe(200);
    const read = await reading(ann);
    expect(read.derived).toContain('operations');
    expect(read.concepts).toContainEqual({ id: 'cybersecurity', label: 'cybersecurity' });

    const res = await correct(ann, ['supply-chain', 'operations', 'operations']);
    expect(res.status).toBe(200);
    // Taxonomy order, each once.
    expect((await res.json()).chosen).toEqual(['supply-chain', 'operations']);
    expect((await reading(ann)).chosen).toEqual(['supply-chain', 'operations']);

    expect((await (await correct(ann, null)).json()).chosen).toBeNull();
  });

  it('refuses a need the taxonomy does not have, and a malformed body', async () => {
    const bo = await t.signUp();
    const res = await correct(bo, ['operations', 'telepathy']);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await correct(bo, 'operations')).status).toBe(400);
    expect((await reading(bo)).chosen).toBeNull();
  });

  it("analyses the profile's description with the corrected reading, and says so", async () => {
    const cy = await t.signUp();
    await saveDescription(cy, description);
    const run = async () =>
      (await t.request('/api/analysis', { as: cy, json: { ticker: 'acme', filingType: '10-K' } })).json();
    const first = await run();
    expect(first.sellerNeeds).toContain('warehouse and factory operations');
    await correct(cy, ['cybersecurity']);
    const corrected = await run();
    // Another question, not the cached answer to the first one.
    expect(corrected.cached).toBe(false);
    expect(corrected.id).not.toBe(first.id);
    expect(corrected.sellerNeeds).toEqual(['cybersecurity']);
    expect(corrected.analysis.positioningOpportunities[0].description).toMatch(
      /the exposure you reduce with/,
    );

    // A description typed for one analysis is read as written: the picks belong to the profile's.
    const typed = await (
      await t.request('/api/analysis', {
        as: cy,
        json: { ticker: 'acme', filingType: '10-K', productDescription: 'payroll software for retailers' },
      })
    ).json();
    expect(typed.sellerNeeds).toEqual(['workforce and talent']);
  });
});
