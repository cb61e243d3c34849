import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBillingTestApp } from '#server/billing/testing/billing-app.ts';
import type { TestUser } from '#server/test/create-test-app.ts';
import { teamAudit, teamSubscriptions } from './schema.ts';
import { teamHelpers } from './testing/teams-app.ts';

/*
 * The Team plan (ADR 0320) through the fake Stripe: webhooks are delivered through `app.request()`. Plans are
 * cached for a minute here, so every "becomes Pro / returns to Free" also proves the triggers tell the cache.
 */
describe('Team plan: seats and billing', async () => {
  const { t, fake } = await createBillingTestApp({ env: { SESSION_CACHE_SECONDS: '60' } });
  const h = teamHelpers(t);

  const billingOf = async (as: TestUser, teamId: string) => {
    const response = await t.request(`/api/teams/${teamId}/billing`, { as });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const checkout = (as: TestUser, teamId: string, body: Record<string, unknown>) =>
    t.request(`/api/teams/${teamId}/billing/checkout`, { as, json: body });
  const planOf = async (user: TestUser) =>
    ((await (await t.request('/api/me', { as: user })).json()) as { plan: string }).plan;

  /** The owner buys `seats` through the fake's hosted Checkout; returns the Stripe subscription id. */
  async function buy(owner: TestUser, teamId: string, seats: number, interval = 'month'): Promise<string> {
    const response = await checkout(owner, teamId, { interval, seats });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const session = await fake.pay(url.split('/pay/')[1]!);
    return session.subscription!;
  }

  async function rowOf(teamId: string) {
    const [row] = await t.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamId, teamId));
    return row;
  }

  it('the owner buys seats with a trial; every member becomes Pro; members read, only the owner buys', async () => {
    const [owner, admin, member] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const team = await h.teamWith(owner, [admin, member]);
    await t.request(`/api/teams/${team.id}/members/${admin.id}`, {
      as: owner,
      method: 'PATCH',
      json: { role: 'admin' },
    });
    expect(await planOf(member)).toBe('free');
    expect(await billingOf(member, team.id)).toMatchObject({
      plan: 'none',
      seats: 0,
      used: 3,
      seatLimit: 3,
      trialAvailable: true,
      canManage: false,
    });

    for (const who of [admin, member]) {
      expect((await checkout(who, team.id, { interval: 'month', seats: 5 })).status).toBe(403);
      const portal = await t.request(`/api/teams/${team.id}/billing/portal`, { as: who, method: 'POST' });
      expect(portal.status).toBe(403);
    }
    const tooFew = await checkout(owner, team.id, { interval: 'month', seats: 2 });
    expect(tooFew.status).toBe(409);
    expect(((await tooFew.json()) as { code: string; error: string }).error).toMatch(/at least 3/);
    for (const seats of [0, 1001, 2.5, '5']) {
      expect((await checkout(owner, team.id, { interval: 'month', seats })).status).toBe(400);
    }
    expect((await checkout(owner, team.id, { interval: 'week', seats: 5 })).status).toBe(400);

    const subscriptionId = await buy(owner, team.id, 5);
    const stripeSession = [...fake.sessions.values()].find((s) => s.subscription === subscriptionId)!;
    expect(stripeSession.line_items_quantity).toBe(5);
    expect(stripeSession.trial_period_days).toBe(14);
    expect(fake.getSubscription(subscriptionId).metadata).toEqual({ teamId: team.id });

    for (const user of [owner, admin, member]) expect(await planOf(user)).toBe('pro');
    expect(await billingOf(member, team.id)).toMatchObject({
      plan: 'team',
      status: 'trialing',
      interval: 'month',
      seats: 5,
      used: 3,
      seatLimit: 5,
      pastDue: false,
      trialAvailable: false,
      canManage: false,
    });
    expect((await billingOf(owner, team.id)).trialEnd).toEqual(expect.any(String));
    expect((await checkout(owner, team.id, { interval: 'year', seats: 5 })).status).toBe(409);

    const portal = await t.request(`/api/teams/${team.id}/billing/portal`, { as: owner, method: 'POST' });
    expect(portal.status).toBe(200);
    const audit = await t.db.select().from(teamAudit).where(eq(teamAudit.teamId, team.id));
    expect(audit.filter((e) => e.action === 'plan.changed').map((e) => [e.actorId, e.detail])).toEqual([
      [null, { from: 'none', to: 'trialing', seats: 5 }],
    ]);
  });

  it('another team’s members get 404 for its billing, checkout and portal', async () => {
    const [ownerA, ownerB] = [await t.signUp(), await t.signUp()];
    const teamA = await h.createTeam(ownerA);
    expect((await t.request(`/api/teams/${teamA.id}/billing`, { as: ownerB })).status).toBe(404);
    expect((await checkout(ownerB, teamA.id, { interval: 'month', seats: 3 })).status).toBe(404);
    const portal = await t.request(`/api/teams/${teamA.id}/billing/portal`, { as: ownerB, method: 'POST' });
    expect(portal.status).toBe(404);
    expect(await rowOf(teamA.id)).toBeUndefined();
    const teamB = await h.createTeam(ownerB);
    const nothingYet = await t.request(`/api/teams/${teamB.id}/billing/portal`, {
      as: ownerB,
      method: 'POST',
    });
    expect(nothingYet.status).toBe(409);
    expect(await nothingYet.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });

  it('seats: invitations beyond the paid seats are refused when sent and when accepted', async () => {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    const subscriptionId = await buy(owner, team.id, 4);
    const [a, b, c, d] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    for (const user of [a, b, c]) expect((await h.invite(owner, team.id, user.email)).status).toBe(201);
    const refused = await h.invite(owner, team.id, d.email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /paid for 4 seats and all 4 are taken.*Manage seats/,
    );

    expect((await h.accept(a, await h.invitationToken(a.email))).status).toBe(200);
    // The owner removes two seats in the portal: the pending invitations no longer fit.
    await fake.setQuantity(subscriptionId, 2);
    expect((await rowOf(team.id))?.seats).toBe(2);
    const late = await h.accept(b, await h.invitationToken(b.email));
    expect(late.status).toBe(403);
    expect(((await late.json()) as { error: string }).error).toMatch(/paid for 2 seats/);
    expect(await planOf(b)).toBe('free');

    await fake.setQuantity(subscriptionId, 4);
    expect((await h.accept(b, await h.invitationToken(b.email))).status).toBe(200);
    expect(await planOf(b)).toBe('pro');
    expect(await billingOf(owner, team.id)).toMatchObject({ seats: 4, used: 4 });
    const audit = await t.db.select().from(teamAudit).where(eq(teamAudit.teamId, team.id));
    expect(audit.filter((e) => e.action === 'seats.changed').map((e) => e.detail)).toEqual([
      { from: 4, to: 2 },
      { from: 2, to: 4 },
    ]);
  });

  it('webhooks out of order and replayed: the seats end as Stripe has them now', async () => {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    const subscriptionId = await buy(owner, team.id, 3);
    fake.holdWebhooks = true;
    await fake.setQuantity(subscriptionId, 7);
    await fake.setQuantity(subscriptionId, 9);
    const held = fake.takeHeldEvents();
    for (const event of held.reverse()) expect(await fake.deliver(event)).toBe(200);
    for (const event of held) expect(await fake.deliver(event)).toBe(200);
    expect(await rowOf(team.id)).toMatchObject({ seats: 9, status: 'trialing' });
  });

  it('past due keeps Pro and shows the banner data; cancelling returns members to their own plans', async () => {
    const [owner, member, proMember] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const team = await h.teamWith(owner, [member, proMember]);
    // proMember pays for Pro personally: the team's plan ending must leave them on it.
    await fake.pay(
      (
        (await (
          await t.request('/api/stripe/create-checkout', { as: proMember, json: { planType: 'monthly' } })
        ).json()) as {
          url: string;
        }
      ).url.split('/pay/')[1]!,
    );
    const subscriptionId = await buy(owner, team.id, 3, 'year');
    await fake.failPayment(subscriptionId);
    expect(await billingOf(member, team.id)).toMatchObject({
      plan: 'team',
      status: 'past_due',
      pastDue: true,
    });
    expect(await planOf(member)).toBe('pro');

    const stripeDelete = await fetch(`${fake.url}/v1/subscriptions/${subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer sk_test_fake' },
    });
    expect(stripeDelete.status).toBe(200);
    expect(await billingOf(member, team.id)).toMatchObject({
      plan: 'none',
      status: 'canceled',
      seatLimit: 3,
    });
    expect(await planOf(member)).toBe('free');
    expect(await planOf(owner)).toBe('free');
    expect(await planOf(proMember)).toBe('pro');
  });

  it('the trial is granted once per team: a second checkout after cancelling has none', async () => {
    const owner = await t.signUp();
    const team = await h.createTeam(owner);
    const first = await buy(owner, team.id, 1);
    expect(fake.getSubscription(first).status).toBe('trialing');
    await fetch(`${fake.url}/v1/subscriptions/${first}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer sk_test_fake' },
    });
    expect((await billingOf(owner, team.id)).trialAvailable).toBe(false);
    const second = await buy(owner, team.id, 2);
    expect(fake.getSubscription(second).status).toBe('active');
    expect(await billingOf(owner, team.id)).toMatchObject({ plan: 'team', status: 'active', seats: 2 });
    // A late replay about the first, ended subscription cannot take the team off its live one.
    const late = fake.buildEvent('customer.subscription.deleted', fake.getSubscription(first));
    expect(await fake.deliver(late)).toBe(200);
    expect(await billingOf(owner, team.id)).toMatchObject({ plan: 'team', seats: 2 });
  });

  it('leaving the team returns a member to their own plan at once', async () => {
    const [owner, member] = [await t.signUp(), await t.signUp()];
    const team = await h.teamWith(owner, [member]);
    await buy(owner, team.id, 2);
    expect(await planOf(member)).toBe('pro');
    const left = await t.request(`/api/teams/${team.id}/members/${member.id}`, {
      as: member,
      method: 'DELETE',
    });
    expect(left.status).toBe(204);
    expect(await planOf(member)).toBe('free');
  });

  it('deleting the account of a team’s last member cancels the team’s plan at Stripe first', async () => {
    const solo = await t.signUp();
    const team = await h.createTeam(solo);
    const subscriptionId = await buy(solo, team.id, 1);
    const deleted = await t.request('/api/account/delete', { as: solo, json: { password: solo.password } });
    expect(deleted.status).toBe(204);
    expect(fake.getSubscription(subscriptionId).status).toBe('canceled');
    expect(await rowOf(team.id)).toBeUndefined();
  });
});
