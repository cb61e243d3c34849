import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signUpPro } from '#server/billing/testing/plans.ts';
import { companies } from '#server/companies/schema.ts';
import {
  ADDED_RISK,
  APPLE_10K_PATH,
  editedApple10K,
} from '#server/filings/changes/fixtures/edited-apple-10k.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import type { TechnologySignals } from '../../contract/research.ts';

// The real filing source and What changed against the fake EDGAR serving the shared replica: Coca-Cola's latest
// 10-K and 10-Q, and a made-up company whose two annual reports are Apple's 10-K and an edited copy of it (which
// adds a risk factor on generative AI).
describe('GET /api/companies/:ticker/technology', async () => {
  const t = await createEdgarTestApp();
  const html = readFileSync(APPLE_10K_PATH, 'utf8');
  await t.db
    .insert(companies)
    .values([
      { ticker: 'KO', name: 'COCA COLA CO', cik: '0000021344' },
      { ticker: 'TWOK', name: 'Two Annual Reports Inc.', cik: '0000999991' },
    ])
    .onConflictDoNothing();
  const tenK = (seq: string, filingDate: string, body: string) => ({
    cik: 999991,
    ticker: 'TWOK',
    form: '10-K',
    accessionNumber: `0000999991-${filingDate.slice(2, 4)}-${seq}`,
    filingDate,
    reportDate: `${filingDate.slice(0, 4)}-06-30`,
    primaryDocument: 'annual.htm',
    html: body,
  });
  t.edgar.addFiling(tenK('000001', '2024-08-15', html));
  t.edgar.addFiling(tenK('000002', '2025-08-14', editedApple10K(html)));
  const free = await t.signUp();
  const pro = await signUpPro(t);
  const technology = async (ticker: string, as = pro) => {
    const response = await t.request(`/api/companies/${ticker}/technology`, { as });
    expect(response.status).toBe(200);
    return (await response.json()) as TechnologySignals;
  };

  it('requires a signed-in user', async () => {
    expect((await t.request('/api/companies/KO/technology')).status).toBe(401);
  });

  it('gives Pro every signal of the latest 10-K, each quoting the filing and pointing to the sentence', async () => {
    const body = await technology('KO');
    expect(body.locked).toBeUndefined();
    expect(body.signals.length).toBeGreaterThan(2);
    const ciso = body.signals.find((signal) => signal.technology === 'CISO reporting line');
    expect(ciso).toMatchObject({
      category: 'cybersecurity',
      stance: 'investing',
      section: { key: '1C' },
      filing: { accession: '0000021344-25-000011', formType: '10-K', filingDate: '2025-02-20' },
      newSincePriorYear: null,
    });
    expect(ciso?.quote).toContain('reports directly to the Company’s Chief Information Officer');
    expect(ciso?.viewUrl).toContain(`highlight=${ciso?.start}-${ciso?.end}`);
    for (const signal of body.signals) expect(signal.quote.length).toBeGreaterThan(0);
    // The first call downloads, sanitises and parses Coca-Cola's 8 MB 10-K: slow on two busy cores.
  }, 60_000);

  it('gives Free the first two and says how many more Pro shows', async () => {
    const all = await technology('KO');
    const teaser = await technology('KO', free);
    expect(teaser.signals).toEqual(
      all.signals.slice(0, 2).map((s) => ({ ...s, viewUrl: expect.any(String) })),
    );
    expect(teaser.locked).toBe(all.signals.length - 2);
  });

  it('marks what What changed finds new since the prior 10-K', async () => {
    const body = await technology('TWOK');
    const added = body.signals.find((signal) => signal.quote === ADDED_RISK);
    expect(added).toMatchObject({ category: 'data_ai', stance: 'risk', newSincePriorYear: true });
    expect(body.signals.some((signal) => signal.newSincePriorYear === false)).toBe(true);
  });

  it('answers a clear 404 for a company EDGAR does not know', async () => {
    const response = await t.request('/api/companies/ZZZZQ/technology', { as: pro });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NO_FILINGS' });
  });
});
