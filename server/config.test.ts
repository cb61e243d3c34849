import { describe, expect, it } from 'vitest';
import { ConfigError, GENERIC_SEC_USER_AGENT, loadConfig } from './config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts with zero keys on the embedded database with integrations off', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      databaseDriver: 'pglite',
      APP_URL: 'http://localhost:3000',
      ANALYSIS_ENGINE: 'extractive',
      SEC_WWW_URL: 'https://www.sec.gov',
      SEC_DATA_URL: 'https://data.sec.gov',
      SEC_USER_AGENT: GENERIC_SEC_USER_AGENT,
    });
    expect(Object.values(config.integrations).every((on) => on === false)).toBe(true);
  });

  it('bounds the model engines’ limits (ADR 0302)', () => {
    expect(loadConfig({})).toMatchObject({
      ANALYSIS_TIMEOUT_SECONDS: 90,
      ANALYSIS_MAX_RETRIES: 2,
      ANALYSIS_PROMPT_TOKENS: 8000,
      ANALYSIS_MAX_OUTPUT_TOKENS: 2500,
    });
    expect(errorOf({ ANALYSIS_PROMPT_TOKENS: '500' }).message).toMatch(/ANALYSIS_PROMPT_TOKENS/);
    expect(errorOf({ ANALYSIS_MAX_RETRIES: '1.5' }).message).toMatch(/ANALYSIS_MAX_RETRIES/);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).databaseDriver).toBe('postgres');
  });

  it('names the variable and the reason for a malformed value', () => {
    expect(errorOf({ PORT: 'eighty' }).message).toMatch(/PORT: /);
    expect(errorOf({ DATABASE_URL: 'mysql://x' }).message).toMatch(/DATABASE_URL/);
    expect(errorOf({ BETTER_AUTH_SECRET: 'short' }).message).toMatch(
      /BETTER_AUTH_SECRET: must be at least 32 characters/,
    );
    expect(errorOf({ ANALYSIS_ENGINE: 'gpt' }).message).toMatch(/ANALYSIS_ENGINE/);
    expect(errorOf({ ADMIN_EMAILS: 'root@example.com, not-an-email' }).message).toMatch(/ADMIN_EMAILS/);
  });

  it('refuses an LLM engine without its key and a half-configured OAuth provider', () => {
    expect(errorOf({ ANALYSIS_ENGINE: 'anthropic' }).message).toMatch(/ANTHROPIC_API_KEY/);
    expect(errorOf({ GOOGLE_CLIENT_ID: 'id' }).message).toMatch(/GOOGLE_CLIENT_SECRET/);
  });

  it('limits each API token to 120 calls a minute unless told otherwise, and refuses a limit that is not one', () => {
    expect(loadConfig({}).API_TOKEN_RATE_LIMIT).toBe(120);
    expect(loadConfig({ API_TOKEN_RATE_LIMIT: '600' }).API_TOKEN_RATE_LIMIT).toBe(600);
    for (const bad of ['0', '-5', '1.5', 'lots']) {
      expect(errorOf({ API_TOKEN_RATE_LIMIT: bad }).message).toMatch(/API_TOKEN_RATE_LIMIT: /);
    }
  });

  it('parses admin e-mails case-insensitively', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });
});
