import { describe, expect, it } from 'vitest';
import { SHARED_EDGAR_DIR } from '../server/test/fakes/fake-edgar.ts';
import { FAKE_OIDC_CLIENT, planOfflineFakes } from './offline-fakes.mjs';

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

describe('offline mode and team single sign-on', () => {
  const fakeArgs = (name: string, env: Record<string, string> = {}) => {
    const planned = planOfflineFakes({ EDGAR_REPLICA_DIR: SHARED_EDGAR_DIR, ...env });
    if (planned.problem !== undefined) throw new Error(planned.problem);
    const started: Record<string, string[]> = {};
    planned.start((fake, _command, args) => {
      started[fake] = args.slice(2);
    });
    return started[name];
  };

  it('starts the local OpenID provider with its client and every address the app may come back to', () => {
    expect(fakeArgs('fake-oidc')).toEqual([
      'scripts/fake-oidc.ts',
      '--port',
      '3107',
      '--client-id',
      FAKE_OIDC_CLIENT.id,
      '--client-secret',
      FAKE_OIDC_CLIENT.secret,
      '--redirect-uri',
      'http://localhost:5173/api/auth/sso/callback',
      '--redirect-uri',
      'http://localhost:3000/api/auth/sso/callback',
      '--redirect-uri',
      'http://127.0.0.1:3000/api/auth/sso/callback',
    ]);
    const custom = fakeArgs('fake-oidc', {
      APP_URL: 'http://demo.test:8080/',
      PORT: '4000',
      FAKE_OIDC_PORT: '4107',
    });
    expect(custom).toContain('4107');
    expect(custom).toContain('http://demo.test:8080/api/auth/sso/callback');
    expect(custom).toContain('http://127.0.0.1:4000/api/auth/sso/callback');
  });

  it('points the server at the fake DNS server and opens its control page', () => {
    expect(plan({})).toMatchObject({ DNS_SERVERS: '127.0.0.1:3153' });
    expect(plan({ FAKE_DNS_PORT: '3953' })).toMatchObject({ DNS_SERVERS: '127.0.0.1:3953' });
    expect(fakeArgs('fake-dns', { FAKE_DNS_CONTROL_PORT: '3908' })).toEqual([
      'scripts/fake-dns.ts',
      '--port',
      '3153',
      '--control-port',
      '3908',
    ]);
    expect(planOfflineFakes({ EDGAR_REPLICA_DIR: SHARED_EDGAR_DIR, FAKE_DNS_CONTROL_PORT: 'x' })).toEqual({
      problem: expect.stringContaining('FAKE_DNS_CONTROL_PORT'),
    });
  });
});
