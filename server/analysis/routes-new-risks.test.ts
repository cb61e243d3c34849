import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { compareSection } from '#server/filings/changes/compare-sections.ts';
import {
  ADDED_RISK,
  APPLE_10K_PATH,
  editedApple10K,
} from '#server/filings/changes/fixtures/edited-apple-10k.ts';
import { extractSections } from '#server/filings/sections/index.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createExtractiveEngine } from './engines/extractive/extractive-engine.ts';
import { analyses } from './schema.ts';
import { fixtureFilingSource } from './testing/fixture-filing-source.ts';
import type { AnalysisEngine, NewRisk } from './types.ts';

// 'This year' is the edited copy of Apple's real 10-K; its added risk (the fixture's ADDED_RISK, on generative AI)
// is the new one.
const html = readFileSync(APPLE_10K_PATH, 'utf8');
const current = extractSections(editedApple10K(html), '10-K');
const newRisks: NewRisk[] = compareSection(extractSections(html, '10-K'), current, '1A').changes.flatMap(
  (change) => (change.kind === 'new' && change.current ? [change.current] : []),
);

let engineCalls = 0;
let comparison: () => Promise<NewRisk[]> = async () => newRisks;
const extractive = createExtractiveEngine();
const engine: AnalysisEngine = {
  name: 'extractive',
  id: 'extractive',
  async analyze(input) {
    engineCalls += 1;
    return extractive.analyze(input);
  },
};
const filings = { ...fixtureFilingSource(current), newRisks: () => comparison() };

describe('analysis of a 10-K with its new risk factors', async () => {
  const t = await createTestApp({
    overrides: () => ({ analysis: { engine, filings, newRisksTimeoutMs: 300 } }),
  });
  const alice = await t.signUp();
  const ask = (description: string, accession: string, filingType = '10-K') =>
    t.request('/api/analysis', {
      as: alice,
      json: { ticker: 'AAPL', filingType, accession, productDescription: description },
    });
  const flagged = (body: { analysis: { riskFactors: { title: string; newThisYear?: boolean }[] } }) =>
    body.analysis.riskFactors.filter((r) => r.newThisYear).map((r) => r.title);
  const gpu = 'GPU cloud infrastructure and data centre chips for training generative AI models';

  beforeEach(() => {
    engineCalls = 0;
    comparison = async () => newRisks;
  });

  it('needs a session', async () => {
    const res = await t.request('/api/analysis', { json: { ticker: 'AAPL', filingType: '10-K' } });
    expect(res.status).toBe(401);
  });

  it('flags the risk factor new this year and caches the checked answer', async () => {
    const res = await ask(gpu, '0000320193-25-000001');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(flagged(body)).toEqual([ADDED_RISK.replace(/\.$/, '')]);
    const again = await (await ask(gpu, '0000320193-25-000001')).json();
    expect(again).toMatchObject({ cached: true, id: body.id });
    expect(flagged(again)).toHaveLength(1);
    expect(engineCalls).toBe(1);
  });

  it('does not serve an analysis cached before the check; runs it again and stores it checked', async () => {
    const accession = '0000320193-25-000002';
    const first = await (await ask(gpu, accession)).json();
    // Turn the stored row into one from before this feature: unchecked, no flags.
    await t.db.update(analyses).set({ newRisksChecked: false }).where(eq(analyses.id, first.id));
    const res = await ask(gpu, accession);
    const body = await res.json();
    expect(body.cached).toBe(false);
    expect(body.id).not.toBe(first.id);
    expect(flagged(body)).toHaveLength(1);
    expect(engineCalls).toBe(2);
  });

  it('goes on without the comparison when it fails or takes too long, flagging nothing', async () => {
    comparison = async () => {
      throw new Error('EDGAR down');
    };
    const failed = await ask(gpu, '0000320193-25-000003');
    expect(failed.status).toBe(200);
    expect(flagged(await failed.json())).toEqual([]);

    comparison = () => new Promise(() => {});
    const started = Date.now();
    const slow = await ask(gpu, '0000320193-25-000004');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(flagged(await slow.json())).toEqual([]);
    const [row] = await t.db
      .select({ checked: analyses.newRisksChecked })
      .from(analyses)
      .where(eq(analyses.accession, '0000320193-25-000004'));
    expect(row?.checked).toBe(false);
  });

  it('leaves a 10-Q as it was: no comparison asked for', async () => {
    comparison = async () => {
      throw new Error('must not be called for a 10-Q');
    };
    const res = await ask(gpu, '0000320193-25-000005', '10-Q');
    expect(res.status).toBe(200);
  });
});
