import { describe, expect, it } from 'vitest';
import { companies, userSavedCompanies } from '#server/companies/schema.ts';
import { CALENDAR_TOKEN_TTL_MS } from './calendar-feed.ts';
import { createAlertsTestApp } from './testing/alerts-test-app.ts';

/** Upcoming releases predicted from a saved company's EDGAR history (Apple's, real), and their calendar feed. */
describe('upcoming releases and the calendar feed', async () => {
  const { t, time } = await createAlertsTestApp();
  const alice = await t.signUp();
  const bob = await t.signUp();
  const [apple] = await t.db
    .insert(companies)
    .values({ ticker: 'AAPL', name: 'Apple Inc.', cik: '0000320193' })
    .onConflictDoUpdate({ target: companies.ticker, set: { cik: '0000320193' } })
    .returning();
  await t.db.insert(userSavedCompanies).values({ userId: alice.id, companyId: apple!.id });

  it('lists the saved companies’ next 10-K and 10-Q, soonest first, with the confidence', async () => {
    const response = await t.request('/api/upcoming', { as: alice });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      releases: { ticker: string; form: string; expected_date: string; confidence: string }[];
    };
    const aapl = body.releases.filter((r) => r.ticker === 'AAPL');
    expect(aapl.map((r) => r.form).sort()).toEqual(['10-K', '10-Q']);
    expect(aapl.find((r) => r.form === '10-Q')!.confidence).toMatch(
      /^usually files \d+(–\d+)? days after quarter end$/,
    );
    const dates = body.releases.map((r) => r.expected_date);
    expect(dates).toEqual([...dates].sort());
    expect((await (await t.request('/api/upcoming', { as: bob })).json()).releases).toEqual([]);
  });

  it('serves an .ics feed at a secret URL that can be rotated and revoked; forged or expired → 404', async () => {
    expect(await (await t.request('/api/calendar', { as: alice })).json()).toEqual({
      enabled: false,
      expires_at: null,
    });
    const { url, expires_at } = (await (
      await t.request('/api/calendar/token', { as: alice, json: {} })
    ).json()) as { url: string; expires_at: string };
    expect(Date.parse(expires_at) - time.ms).toBe(CALENDAR_TOKEN_TTL_MS);
    expect(await (await t.request('/api/calendar', { as: alice })).json()).toEqual({
      enabled: true,
      expires_at,
    });
    const path = new URL(url).pathname;
    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:AAPL 10-Q expected');
    expect((await t.request(path.replace(/.{4}\.ics$/, 'AAAA.ics'))).status).toBe(404);
    expect((await t.request('/api/calendar/not-a-token')).status).toBe(404);

    // A year on, the address has expired: 404, and the section offers a new one.
    time.ms += CALENDAR_TOKEN_TTL_MS - 1000;
    expect((await t.request(path)).status).toBe(200);
    time.ms += 2000;
    expect((await t.request(path)).status).toBe(404);
    expect(await (await t.request('/api/calendar', { as: alice })).json()).toMatchObject({ enabled: false });
    time.ms -= CALENDAR_TOKEN_TTL_MS + 1000;

    await t.request('/api/calendar/token', { as: alice, json: {} });
    expect((await t.request(path)).status).toBe(404);
    const again = (await (await t.request('/api/calendar/token', { as: alice, json: {} })).json()) as {
      url: string;
    };
    expect((await t.request('/api/calendar/token', { as: alice, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(new URL(again.url).pathname)).status).toBe(404);
  });
});
