import { describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '../server/test/fakes/fake-edgar.ts';
import { planOfflineFakes } from './offline-fakes.mjs';

const plan = (env: Record<string, string>) => {
  const planned = planOfflineFakes({ EDGAR_REPLICA_DIR: SHARED_EDGAR_DIR, ...env });
  if (planned.problem !== undefined) throw new Error(planned.problem);
  return planned.serverEnv;
};

describe('offline mode and the fake model', () => {
  it('points the OpenAI-compatible engine at the fake model and leaves the engine as it is', () => {
    const env = plan({ FAKE_LLM_PORT: '3906' });
    expect(env).toMatchObject({
      OPENAI_BASE_URL: 'http://127.0.0.1:3906/v1',
      OPENAI_API_KEY: 'fake-openai-key',
      ANALYSIS_MODEL: 'offline-fake-model',
    });
    expect(env).not.toHaveProperty('ANALYSIS_ENGINE');
  });

  it("keeps the user's own model server, key and model (the server inherits them)", () => {
    const env = plan({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', ANALYSIS_MODEL: 'llama3.1' });
    expect(env).not.toHaveProperty('OPENAI_BASE_URL');
    expect(env).not.toHaveProperty('OPENAI_API_KEY');
    expect(env).not.toHaveProperty('ANALYSIS_MODEL');
    const ownKey = plan({ OPENAI_API_KEY: 'sk-mine', ANALYSIS_MODEL: 'gpt-4o' });
    expect(ownKey.OPENAI_BASE_URL).toBe('http://127.0.0.1:3106/v1');
    expect(ownKey).not.toHaveProperty('OPENAI_API_KEY');
    expect(ownKey).not.toHaveProperty('ANALYSIS_MODEL');
  });

  it("does not name the Anthropic engine's model", () => {
    expect(plan({ ANALYSIS_ENGINE: 'anthropic' })).not.toHaveProperty('ANALYSIS_MODEL');
  });
});
