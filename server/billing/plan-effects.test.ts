import { describe, expect, it } from 'vitest';
import { FREE_MONTHLY_ANALYSES } from '#server/analysis/usage.ts';
import { insertCompanies, json } from '#server/companies/testing/companies.ts';
import { createBillingTestApp, startCheckout, subscriptionOf } from './testing/billing-app.ts';

/** The plan from Stripe reaches every limit through `user.plan`, and returning to Free deletes nothing. */
describe('plan effects', async () => {
  const { t, fake } = await createBillingTestApp();

  it('Pro lifts the analysis quota and the 5-company limit; back on Free nothing is lost', async () => {
    const companies = await insertCompanies(t);
    expect(companies.length).toBeGreaterThanOrEqual(7);
    const user = await t.signUp();
    const save = (companyId: string) => t.request('/api/saved-companies', { as: user, json: { companyId } });
    for (const company of companies.slice(0, 5)) expect((await save(company.id)).status).toBe(201);
    expect((await save(companies[5]!.id)).status).toBe(403);

    const sessionId = await startCheckout(t, user, 'yearly');
    await fake.pay(sessionId);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription!;
    expect((await save(companies[5]!.id)).status).toBe(201);
    const usage = await json<{ isPro: boolean; limit: number | null }>(
      await t.request('/api/analysis/usage', { as: user }),
    );
    expect(usage).toMatchObject({ isPro: true, limit: null });

    await fake.setCancelAtPeriodEnd(subscriptionId, true);
    expect(await subscriptionOf(t, user)).toMatchObject({ plan: 'pro', cancel_at_period_end: true });
    await fake.advanceToPeriodEnd(subscriptionId);
    expect(await subscriptionOf(t, user)).toMatchObject({ plan: 'free', status: 'canceled' });

    const saved = await json<{ savedCompanies: unknown[] }>(
      await t.request('/api/saved-companies', { as: user }),
    );
    expect(saved.savedCompanies).toHaveLength(6);
    expect((await save(companies[6]!.id)).status).toBe(403);
    const freeUsage = await json<{ isPro: boolean; limit: number | null }>(
      await t.request('/api/analysis/usage', { as: user }),
    );
    expect(freeUsage).toMatchObject({ isPro: false, limit: FREE_MONTHLY_ANALYSES });
  });
});
