import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findQuote } from '../server/analysis/evidence.ts';
import { fixtureFilingSource } from '../server/analysis/testing/fixture-filing-source.ts';
import type { Analysis } from '../server/analysis/types.ts';
import { APPLE_10K_PATH } from '../server/filings/changes/fixtures/edited-apple-10k.ts';
import { extractSections } from '../server/filings/sections/index.ts';
import { createTestApp } from '../server/test/create-test-app.ts';
import { FAKE_MODEL_NAME } from '../server/test/fakes/fake-model.ts';

let fake: ChildProcess;
let url = '';

/** The fake model as offline mode runs it: `scripts/fake-llm.ts` in its own process, here on a free port. */
beforeAll(async () => {
  fake = spawn(process.execPath, ['--import', 'tsx', 'scripts/fake-llm.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    fake.stdout?.on('data', (chunk) => {
      const printed = /http:\/\/127\.0\.0\.1:\d+\/v1/.exec(String(chunk));
      if (printed) resolve(printed[0]);
    });
    fake.once('exit', (code) => reject(new Error(`scripts/fake-llm.ts exited with ${code}`)));
  });
});

afterAll(async () => {
  if (fake.exitCode !== null) return;
  const exited = new Promise<number | null>((resolve) => fake.once('exit', resolve));
  fake.kill('SIGTERM');
  expect(await exited).toBe(0);
});

describe('scripts/fake-llm.ts', () => {
  it("analyses a real 10-K through the app's OpenAI engine, every item quoting the filing", async () => {
    const filing = extractSections(readFileSync(APPLE_10K_PATH, 'utf8'), '10-K');
    const t = await createTestApp({
      // What offline mode sets with ANALYSIS_ENGINE=openai: the app builds its engine from these.
      env: {
        ANALYSIS_ENGINE: 'openai',
        OPENAI_BASE_URL: url,
        OPENAI_API_KEY: 'fake-openai-key',
        ANALYSIS_MODEL: FAKE_MODEL_NAME,
      },
      overrides: (base) => ({ analysis: { ...base.analysis, filings: fixtureFilingSource(filing) } }),
    });
    const alice = await t.signUp();
    const response = await t.request('/api/analysis', {
      as: alice,
      json: {
        ticker: 'AAPL',
        filingType: '10-K',
        productDescription: 'endpoint security software for enterprises',
      },
    });
    expect(response.status).toBe(200);
    const { analysis } = (await response.json()) as { analysis: Analysis };
    const { keyInitiatives, riskFactors, positioningOpportunities, conversationStarters } = analysis;
    for (const list of [keyInitiatives, riskFactors, positioningOpportunities, conversationStarters])
      expect(list.length).toBeGreaterThanOrEqual(3);
    expect(analysis.emptyReasons).toBeUndefined();
    const items = [...keyInitiatives, ...riskFactors, ...positioningOpportunities, ...conversationStarters];
    for (const { evidence: found } of items) {
      expect(found).toBeTruthy();
      expect(findQuote(filing, found!.quote)).toEqual({ start: found!.start, end: found!.end });
    }
    for (const item of analysis.positioningOpportunities) {
      expect(item.title).toMatch(/^Endpoint security software for /);
    }
  });

  it('answers like OpenAI: its model listed, an OpenAI-style 400 for a request it cannot answer', async () => {
    const models = (await (await fetch(`${url}/models`)).json()) as { data: { id: string }[] };
    expect(models.data.map((m) => m.id)).toEqual([FAKE_MODEL_NAME]);
    const ask = (body: string) => fetch(`${url}/chat/completions`, { method: 'POST', body });
    for (const body of [
      '{not json',
      JSON.stringify({ model: 'm' }),
      JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'What is the capital of France?' }] }),
    ]) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    }
  });
});
