import { afterAll } from 'vitest';
import { createTestApp, type TestAppOptions } from './create-test-app.ts';
import { type FakeEdgarOptions, startFakeEdgar } from './fakes/fake-edgar.ts';

/**
 * The app against a fake EDGAR serving the shared replica, as every EDGAR-reading route test needs it: filings
 * after `asOf` (default 2025-09-01, the date the replica's documents are complete up to) are hidden. The fake is
 * closed after the file.
 */
export async function createEdgarTestApp(
  options: TestAppOptions & { edgar?: Omit<FakeEdgarOptions, 'port'> } = {},
) {
  const edgar = await startFakeEdgar({ asOf: '2025-09-01', ...options.edgar });
  afterAll(() => edgar.close());
  const t = await createTestApp({
    ...options,
    env: { SEC_WWW_URL: edgar.url, SEC_DATA_URL: edgar.url, SEC_EFTS_URL: edgar.url, ...options.env },
  });
  return { ...t, edgar };
}
