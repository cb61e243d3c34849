import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ALERTS_KIND } from '#server/alerts/alert-jobs.ts';
import { alertBaselines, alertDigests, alerts } from '#server/alerts/schema.ts';
import { analysisUsage } from '#server/analysis/schema.ts';
import { startCheckout } from '#server/billing/testing/billing-app.ts';
import { userViewHistory } from '#server/companies/schema.ts';
import { createList, insertCompany, saveCompany } from '#server/companies/testing/companies.ts';
import { HUBSPOT_EXPORT_JOB } from '#server/crm/hubspot/export-job.ts';
import { connectCrm } from '#server/crm/testing/connect.ts';
import { insertAnalysis } from '#server/crm/testing/crm-fixtures.ts';
import { type Db, queryRows } from '#server/db/client.ts';
import { briefShares, filingQuestions, questionUsage } from '#server/research/schema.ts';
import type { TestApp, TestUser } from '#server/test/create-test-app.ts';
import type { FakeStripe } from '#server/test/fakes/fake-stripe.ts';
import { twoFactor, usedTotpCodes } from '../schema.ts';

/**
 * Test helpers for a user's data as a whole (export and account deletion): put a row for the user in every table
 * that holds one, and find every row that mentions them.
 */

/** Every table of the app's schema, from the database catalogue: a table added later is included. */
async function tableNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** The tables with a `user_id` column. */
export async function tablesWithUserId(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Every row, in every table, whose JSON text contains one of `needles` (a user's id, their e-mail), by table. */
export async function rowsMentioning(db: Db, needles: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const table of await tableNames(db)) {
    const matches = sql.join(
      needles.map((needle) => sql`strpos(row_to_json(t)::text, ${needle}) > 0`),
      sql` or `,
    );
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t where ${matches}`,
    );
    if (rows.length > 0) found[table] = rows.map((row) => row.row).sort();
  }
  return found;
}

export interface FilledUser {
  listId: string;
  /** An analysis only this user opened. */
  analysisId: string;
}

let clientSequence = 0;

async function ok(response: Response | Promise<Response>, status = 200): Promise<Response> {
  const settled = await response;
  expect(settled.status, await settled.clone().text()).toBe(status);
  return settled;
}

/**
 * Gives the user a row in every table that can hold one, through the routes where that is quick and directly
 * otherwise. With `stripe`, a paid subscription (Pro), and then Salesforce and HubSpot connections and a pending
 * CRM sign-in (the app must be configured with the fake CRMs).
 */
export async function fillUserData(
  t: TestApp,
  user: TestUser,
  options: { stripe?: FakeStripe } = {},
): Promise<FilledUser> {
  const as = { as: user };
  await ok(
    t.request('/api/profile', {
      ...as,
      method: 'PUT',
      json: { firstName: 'Ada', lastName: 'Lovelace', companyDescription: `security software ${user.id}` },
    }),
  );
  await ok(
    t.request('/api/profile/notifications', {
      ...as,
      method: 'PUT',
      json: { emailNotifications: true, secFilingAlerts: false, weeklyDigest: true, productUpdates: true },
    }),
  );
  // A team of their own (server/teams): their membership row goes with the account.
  const created = await ok(
    t.request('/api/teams', {
      ...as,
      json: { name: 'Sales', slug: `team-${Date.now()}-${Math.floor(Math.random() * 1e6)}` },
    }),
    201,
  );
  const { team } = (await created.json()) as { team: { id: string } };
  const list = await createList(t, user, `Prospects of ${user.email}`);
  const listed = await insertCompany(t);
  const unlisted = await insertCompany(t);
  // The team's shared list with a company they added, and their note on it (team_lists, team_company_notes).
  const teamList = await ok(
    t.request(`/api/teams/${team.id}/lists`, { ...as, json: { name: 'Shared' } }),
    201,
  );
  const { list: shared } = (await teamList.json()) as { list: { id: string } };
  await ok(
    t.request(`/api/teams/${team.id}/lists/${shared.id}/companies/${listed.id}`, { ...as, method: 'PUT' }),
  );
  await ok(
    t.request(`/api/teams/${team.id}/companies/${listed.id}/notes`, {
      ...as,
      json: { body: 'Their CISO came from a customer of ours.' },
    }),
    201,
  );
  await saveCompany(t, user, listed.id, list.id);
  await saveCompany(t, user, unlisted.id);
  await t.db.insert(userViewHistory).values({ userId: user.id, companyId: listed.id });
  const analysisId = await insertAnalysis(t.db, user.id);
  await t.db.insert(analysisUsage).values({ userId: user.id, month: '2026-11', used: 3 });
  await t.db.insert(alerts).values({
    userId: user.id,
    companyId: listed.id,
    ticker: listed.ticker,
    companyName: 'Listed Inc.',
    accessionNumber: `0000000000-26-${user.id.slice(0, 6)}`,
    form: '8-K',
    filingDate: '2026-11-20',
  });
  await t.db.insert(alertDigests).values({ userId: user.id, week: '2026-11-16', alertCount: 1 });
  await t.db
    .insert(alertBaselines)
    .values({ userId: user.id, companyId: listed.id, seenThrough: '2026-11-01', seenAccessions: [] });
  await ok(t.request(`/api/alerts/lists/${list.id}`, { ...as, method: 'PUT', json: { forms: ['10-K'] } }));
  await ok(t.request('/api/calendar/token', { ...as, method: 'POST' }));
  await t.db.insert(twoFactor).values({
    id: `tf-${user.id}`,
    secret: 'sealed',
    backupCodes: 'sealed',
    userId: user.id,
    verified: false,
  });
  await t.db.insert(usedTotpCodes).values({ userId: user.id, code: '123456', usedAt: new Date() });
  // A share link of an account brief; its snapshot holds what the user analysed, so it goes with them.
  await t.db.insert(briefShares).values({
    userId: user.id,
    ticker: listed.ticker,
    tokenHash: `hash-of-${user.id}`,
    snapshot: { ticker: listed.ticker } as typeof briefShares.$inferInsert.snapshot,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // A question asked of a filing and the month's count of questions.
  await t.db.insert(filingQuestions).values({
    userId: user.id,
    accession: '0000021344-25-000011',
    question: 'Do they mention SAP?',
    answer: { summary: 'Not found', found: false, passages: [] },
  });
  await t.db.insert(questionUsage).values({ userId: user.id, month: '2025-01', used: 1 });
  // A saved filing search (server/full-text), which alerts them on new filings that say its words.
  await ok(
    t.request('/api/prospects/saved-searches', { ...as, json: { name: 'Zero trust', q: '"zero trust"' } }),
    201,
  );
  // Better Auth's own rows: a pending reset link (its `value` is the user id), a failed sign-in for the address.
  // From an address of their own (with TRUST_PROXY on), so the per-address auth rate limits never refuse them.
  const headers = {
    'x-forwarded-for': `10.26.${Math.floor(++clientSequence / 250)}.${clientSequence % 250}`,
  };
  await ok(
    t.request('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: '/reset-password' },
      headers,
    }),
  );
  await ok(
    t.request('/api/auth/sign-in/email', { json: { email: user.email, password: 'wrong!' }, headers }),
    401,
  );
  await t.deps.jobs.enqueue(ALERTS_KIND, {}, { userId: user.id });
  await t.deps.jobs.enqueue(HUBSPOT_EXPORT_JOB, { userId: user.id }, { userId: user.id });

  if (options.stripe) {
    await options.stripe.pay(await startCheckout(t, user));
    await ok(connectCrm(t, user, 'salesforce'), 302);
    await ok(connectCrm(t, user, 'hubspot'), 302);
    await ok(t.request('/api/salesforce/auth/start?returnTo=/dashboard', as));
  }
  return { listId: list.id, analysisId };
}
