import type { Db } from '#server/db/client.ts';
import type { TestApp, TestUser } from '#server/test/create-test-app.ts';
import { subscriptions } from '../schema.ts';

/** Gives the user an active Pro subscription, as a paid checkout would. */
export async function makePro(db: Db, userId: string): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, planType: 'pro', status: 'active' })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { planType: 'pro', status: 'active' } });
}

/** A signed-up user on the Pro plan. */
export async function signUpPro(t: TestApp, input: Parameters<TestApp['signUp']>[0] = {}): Promise<TestUser> {
  const user = await t.signUp(input);
  await makePro(t.db, user.id);
  return user;
}
