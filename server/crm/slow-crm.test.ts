import { afterAll, describe, expect, it } from 'vitest';
import { startFakeHubspot } from '#server/test/fakes/fake-hubspot.ts';
import { startFakeSalesforce } from '#server/test/fakes/fake-salesforce.ts';
import { createHubspotClient, HubspotCallError } from './hubspot/hubspot-client.ts';
import { createSalesforceClient } from './salesforce/salesforce-client.ts';

describe('a slow CRM', async () => {
  const sf = await startFakeSalesforce();
  const hs = await startFakeHubspot();
  afterAll(() => Promise.all([sf.close(), hs.close()]));

  it('Salesforce calls give up after their timeout', async () => {
    const client = createSalesforceClient({
      loginUrl: sf.url,
      clientId: sf.clientId,
      clientSecret: sf.clientSecret,
      redirectUri: 'http://localhost/cb',
      timeoutMs: 200,
    });
    sf.fault({ path: '/services/oauth2/token', delayMs: 1000 });
    const started = Date.now();
    await expect(client.refresh('any')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('HubSpot calls give up after their timeout as a retryable 504', async () => {
    const client = createHubspotClient({
      apiUrl: hs.url,
      authUrl: hs.url,
      clientId: hs.clientId,
      clientSecret: hs.clientSecret,
      redirectUri: 'http://localhost/cb',
      timeoutMs: 200,
    });
    hs.fault({ path: '/oauth/v1/token', delayMs: 1000 });
    const error = await client.refresh('any').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HubspotCallError);
    expect((error as HubspotCallError).status).toBe(504);
  });

  it('HubSpot 429 carries Retry-After in milliseconds', async () => {
    const client = createHubspotClient({
      apiUrl: hs.url,
      authUrl: hs.url,
      clientId: hs.clientId,
      clientSecret: hs.clientSecret,
      redirectUri: 'http://localhost/cb',
    });
    hs.fault({ path: '/oauth/v1/token', status: 429, retryAfter: 12 });
    const error = (await client.refresh('any').catch((caught: unknown) => caught)) as HubspotCallError;
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(12_000);
  });
});
