import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeOpenAI } from '#server/test/fakes/fake-openai.ts';
import { createAnalysisEngine } from './engines/create-engine.ts';
import { analyses } from './schema.ts';
import { fixtureFilingSource } from './testing/fixture-filing-source.ts';

describe('analysis routes with an LLM engine', async () => {
  const fake = await startFakeOpenAI();
  afterAll(() => fake.close());
  const engine = createAnalysisEngine(
    { ANALYSIS_ENGINE: 'openai', ANALYSIS_MODEL: 'm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'k' },
    // Short enough for the slow answer below to time out, long enough for a loaded machine to answer the others.
    { timeoutMs: 1_000, retryDelayMs: 10 },
  );
  const t = await createTestApp({
    overrides: () => ({ analysis: { engine, filings: fixtureFilingSource() } }),
  });
  const json = { ticker: 'ACME', filingType: '10-K', productDescription: 'endpoint security software' };

  it("times out with 'Failed to analyze filing' and why, and gives the analysis back", async () => {
    const alice = await t.signUp();
    fake.enqueue({ text: '{}', delayMs: 3_000 });
    const res = await t.request('/api/analysis', { as: alice, json });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      error:
        'Failed to analyze filing: the AI model did not answer within 1 second. This analysis was not counted against your allowance.',
      code: 'MODEL_TIMEOUT',
    });
    const usage = await (await t.request('/api/analysis/usage', { as: alice })).json();
    expect(usage.count).toBe(0);
  });

  it('gives the analysis back when the model refuses, and passes a rate limit’s Retry-After on', async () => {
    const dave = await t.signUp();
    fake.enqueue({ text: 'I cannot help with that.', stop: 'refusal' });
    const refused = await t.request('/api/analysis', { as: dave, json });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toMatch(/declined to analyse this filing/);
    fake.enqueue({
      status: 429,
      body: { error: { message: 'Rate limit reached', type: 'requests' } },
      headers: { 'retry-after': '600' },
    });
    const limited = await t.request('/api/analysis', { as: dave, json });
    expect(limited.status).toBe(503);
    expect((await limited.json()).code).toBe('MODEL_BUSY');
    expect(limited.headers.get('retry-after')).toBe('600');
    const usage = await (await t.request('/api/analysis/usage', { as: dave })).json();
    expect(usage.count).toBe(0);
  });

  it('stores the tokens the model used and shows them with the engine, also when cached or reopened', async () => {
    const erin = await t.signUp();
    const quote =
      'Our information systems and endpoint devices are targeted by ransomware, phishing and malware attacks';
    fake.enqueue({
      text: JSON.stringify({ riskFactors: [{ title: 'Ransomware', description: 'Exposure.', quote }] }),
    });
    const request = { ...json, productDescription: 'managed detection and response' };
    const first = await (await t.request('/api/analysis', { as: erin, json: request })).json();
    expect(first.engine).toEqual({ id: 'openai:m', label: 'AI (m)', tokens: { input: 100, output: 50 } });
    const [row] = await t.db
      .select({ input: analyses.inputTokens, output: analyses.outputTokens })
      .from(analyses)
      .where(eq(analyses.id, first.id));
    expect(row).toEqual({ input: 100, output: 50 });
    const again = await (await t.request('/api/analysis', { as: erin, json: request })).json();
    expect(again.cached).toBe(true);
    expect(again.engine.tokens).toEqual({ input: 100, output: 50 });
    const reopened = await (await t.request(`/api/analysis/${first.id}`, { as: erin })).json();
    expect(reopened.tokens).toEqual({ input: 100, output: 50 });
  });

  it('answers a cached question without calling the model again', async () => {
    const bob = await t.signUp();
    const quote =
      'Our information systems and endpoint devices are targeted by ransomware, phishing and malware attacks';
    fake.enqueue({
      text: JSON.stringify({ riskFactors: [{ title: 'Ransomware', description: 'Exposure.', quote }] }),
    });
    const before = fake.requests.length;
    const first = await (await t.request('/api/analysis', { as: bob, json })).json();
    expect(first.analysis.riskFactors[0].evidence.section.key).toBe('1A');
    const second = await (await t.request('/api/analysis', { as: bob, json })).json();
    expect(second.cached).toBe(true);
    expect(fake.requests.length - before).toBe(1);
  });

  it('stores a model answer holding NUL and other control characters, cleaned of them', async () => {
    const carol = await t.signUp();
    const quote =
      'Our information systems and endpoint devices are targeted by ransomware, phishing and malware attacks';
    fake.enqueue({
      text: JSON.stringify({
        riskFactors: [
          { title: 'Ransom\u0000ware\u0007', description: 'Expo\u0000sure\u001b.\nNext line.', quote },
        ],
      }),
    });
    const res = await t.request('/api/analysis', {
      as: carol,
      json: { ...json, productDescription: 'ransomware protection for endpoints' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.analysis.riskFactors[0]).toMatchObject({
      title: 'Ransomware',
      description: 'Exposure.\nNext line.',
    });
    const stored = await (await t.request(`/api/analysis/${body.id}`, { as: carol })).json();
    expect(stored.analysis.riskFactors[0].title).toBe('Ransomware');
    const usage = await (await t.request('/api/analysis/usage', { as: carol })).json();
    expect(usage.count).toBe(1);
  });
});
