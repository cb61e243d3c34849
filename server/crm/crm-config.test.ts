import { describe, expect, it } from 'vitest';
import { makePro } from '#server/billing/testing/plans.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { createTestApp } from '#server/test/create-test-app.ts';

describe('CRM configuration', () => {
  it('is off with no keys, with the public defaults for the hosts', () => {
    const config = loadConfig({});
    expect(config.integrations).toMatchObject({ salesforce: false, hubspot: false });
    expect(config.SALESFORCE_LOGIN_URL).toBe('https://login.salesforce.com');
    expect(config.HUBSPOT_API_URL).toBe('https://api.hubapi.com');
  });

  it('needs both halves of each client and a 32-byte CRM_TOKEN_KEY', () => {
    expect(() => loadConfig({ SALESFORCE_CLIENT_ID: 'x' })).toThrow(/SALESFORCE_CLIENT_ID/);
    expect(() => loadConfig({ HUBSPOT_CLIENT_SECRET: 'x' })).toThrow(/HUBSPOT_CLIENT_ID/);
    expect(() => loadConfig({ CRM_TOKEN_KEY: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ CRM_TOKEN_KEY: 'ab'.repeat(32) }).CRM_TOKEN_KEY).toBe('ab'.repeat(32));
    expect(
      loadConfig({ SALESFORCE_CLIENT_ID: 'i', SALESFORCE_CLIENT_SECRET: 's' }).integrations.salesforce,
    ).toBe(true);
  });
});

describe('CRM routes when not configured', async () => {
  const t = await createTestApp();

  it('say so plainly to a Pro user and report not configured in the status', async () => {
    const user = await t.signUp();
    await makePro(t.db, user.id);
    const start = await t.request('/api/hubspot/auth/start', { as: user });
    expect(start.status).toBe(503);
    expect(await start.json()).toEqual({
      error: 'HubSpot is not configured on this server',
      code: 'HUBSPOT_NOT_CONFIGURED',
    });
    const status = await t.request('/api/salesforce/connection-status', { as: user });
    expect(await status.json()).toEqual({ connected: false, username: null, configured: false });
    const health = (await (await t.request('/api/health')).json()) as {
      integrations: Record<string, unknown>;
    };
    expect(health.integrations).toMatchObject({ salesforce: false, hubspot: false });
  });
});
