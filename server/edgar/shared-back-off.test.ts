import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { startFakeEdgar } from '#server/test/fakes/fake-edgar.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createDbRateLimiter } from './db-rate-limiter.ts';
import { createEdgarClient } from './edgar-client.ts';

describe('throttle back-off shared through the database', async () => {
  const database = await createTestDatabase();
  const fake = await startFakeEdgar();
  afterAll(() => fake.close());

  // Two clients with their own limiter instance stand for two server processes: they share only the database.
  const processClient = () =>
    createEdgarClient({
      wwwUrl: fake.url,
      dataUrl: fake.url,
      userAgent: '10Kai tests tests@10kai.example',
      limiter: createDbRateLimiter(database.db, { name: 'test-shared-back-off' }),
    });

  it('stops every process asking EDGAR when one of them is throttled, and answers 503 with Retry-After', async () => {
    const first = processClient();
    const second = processClient();
    fake.fault({ kind: 'throttle', status: 403, retryAfter: 2, times: 1 });
    const throttled = await first.listFilings(320193).catch((error: unknown) => error);
    expect(throttled).toMatchObject({ status: 503, code: 'EDGAR_THROTTLED' });
    expect(fake.totalRequests).toBe(1);

    const refused = await second.listFilings(320193).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'EDGAR_THROTTLED' });
    const retryAfter = Number((refused as AppError).options.headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    expect(fake.totalRequests).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(second.listFilings(320193)).resolves.toMatchObject({ name: 'Apple Inc.' });
    expect(fake.totalRequests).toBe(2);
  });
});
