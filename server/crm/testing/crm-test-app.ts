import { afterAll, beforeEach, expect } from 'vitest';
import { makePro } from '#server/billing/testing/plans.ts';
import type { Clock } from '#server/clock.ts';
import { createTestApp } from '#server/test/create-test-app.ts';
import { startFakeHubspot } from '#server/test/fakes/fake-hubspot.ts';
import { startFakeSalesforce } from '#server/test/fakes/fake-salesforce.ts';
import type { CrmProvider } from '../../../contract/crm.ts';
import { connectCrm } from './connect.ts';

/**
 * The CRM tests' app: both providers configured against their fakes (reset before each test, closed after the
 * file), with the Pro users the CRM routes are for, connected or not.
 */
export async function createCrmTestApp(options: { clock?: Clock } = {}) {
  const sf = await startFakeSalesforce();
  const hs = await startFakeHubspot();
  afterAll(() => Promise.all([sf.close(), hs.close()]));
  beforeEach(() => {
    sf.reset();
    hs.reset();
  });
  const t = await createTestApp({
    clock: options.clock,
    env: {
      SALESFORCE_CLIENT_ID: sf.clientId,
      SALESFORCE_CLIENT_SECRET: sf.clientSecret,
      SALESFORCE_LOGIN_URL: sf.url,
      HUBSPOT_CLIENT_ID: hs.clientId,
      HUBSPOT_CLIENT_SECRET: hs.clientSecret,
      HUBSPOT_API_URL: hs.url,
    },
  });

  const proUser = async () => {
    const user = await t.signUp();
    await makePro(t.db, user.id);
    return user;
  };
  /** A Pro user who went through the provider's consent screen. */
  const connectedUser = async (provider: CrmProvider) => {
    const user = await proUser();
    expect((await connectCrm(t, user, provider)).status).toBe(302);
    return user;
  };

  return { t, sf, hs, proUser, connectedUser };
}
