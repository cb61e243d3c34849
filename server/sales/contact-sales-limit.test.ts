import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { clientKey, countContactSalesRequest } from './contact-sales-limit.ts';

describe('contact-sales hourly limit', async () => {
  const { db } = await createTestDatabase();

  it('keys by a keyed hash of the address, never the address itself', () => {
    const key = clientKey('secret-a', '203.0.113.9');
    expect(key).not.toContain('203.0.113.9');
    expect(clientKey('secret-a', '203.0.113.9')).toBe(key);
    expect(clientKey('secret-b', '203.0.113.9')).not.toBe(key);
    expect(clientKey('secret-a', null)).not.toBe(key);
  });

  it('allows the limit within an hour, says how long to wait, and starts again the next hour', async () => {
    const key = clientKey('s', '198.51.100.1');
    const at = new Date('2026-11-27T10:50:00Z');
    for (let i = 0; i < 3; i += 1) expect(await countContactSalesRequest(db, key, 3, at)).toBeNull();
    expect(await countContactSalesRequest(db, key, 3, at)).toBe(600);
    // Another address has its own count.
    expect(await countContactSalesRequest(db, clientKey('s', '198.51.100.2'), 3, at)).toBeNull();

    const nextHour = new Date('2026-11-27T11:00:01Z');
    expect(await countContactSalesRequest(db, key, 3, nextHour)).toBeNull();
    // The rows of ended windows are gone: only this hour's count is kept.
    const rows = await queryRows<{ requests: number }>(db, sql`select requests from contact_sales_requests`);
    expect(rows).toEqual([{ requests: 1 }]);
  });
});
