import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { createExtractiveEngine } from './engines/extractive/extractive-engine.ts';
import { fixtureFilingSource } from './testing/fixture-filing-source.ts';
import type { AnalysisEngine } from './types.ts';

/**
 * Security promise "Money and quotas": a reserved analysis is given back whatever fails after the reservation,
 * the final write included. Here a check constraint added for the test refuses the engine's answer, so the
 * failure happens only when the result is stored, after the engine has finished. (A U+0000 in the answer, which
 * jsonb refuses, no longer gets that far: engine output is cleaned first — see routes-llm.test.ts.)
 */
let poisonNext = false;
const extractive = createExtractiveEngine();
const engine: AnalysisEngine = {
  name: 'extractive',
  id: 'extractive',
  async analyze(input) {
    const analysis = await extractive.analyze(input);
    if (!poisonNext) return analysis;
    poisonNext = false;
    return {
      ...analysis,
      keyInitiatives: [{ title: 'Late failure', description: 'refused by the database', evidence: null }],
    };
  },
};

describe('quota refund on a failure after the engine', async () => {
  const t = await createTestApp({
    clock: () => new Date('2025-01-15T12:00:00Z'),
    overrides: () => ({ analysis: { engine, filings: fixtureFilingSource() } }),
  });
  const usage = async (as: Awaited<ReturnType<typeof t.signUp>>) =>
    ((await (await t.request('/api/analysis/usage', { as })).json()) as { count: number }).count;

  it('refunds the analysis when storing the result fails, and answers 502 without a stack trace', async () => {
    const alice = await t.signUp();
    await t.db.execute(
      sql`ALTER TABLE analyses ADD CONSTRAINT test_refuses_late_failure CHECK (result::text NOT LIKE '%Late failure%')`,
    );
    poisonNext = true;
    const failed = await t.request('/api/analysis', {
      as: alice,
      json: { ticker: 'ACME', filingType: '10-K', productDescription: 'endpoint security software' },
    });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'Failed to analyze filing', code: 'ANALYSIS_FAILED' });
    expect(await usage(alice)).toBe(0);

    const retried = await t.request('/api/analysis', {
      as: alice,
      json: { ticker: 'ACME', filingType: '10-K', productDescription: 'endpoint security software' },
    });
    expect(retried.status).toBe(200);
    expect(await usage(alice)).toBe(1);
  });
});
