/**
 * One "server process" of the limiter benchmark: `requests` EDGAR downloads through the real client and the
 * database-backed limiter, 8 in flight at a time. argv: databaseUrl fakeUrl requests.
 */

import { openDatabase } from '../server/db/open-database.ts';
import { createDbRateLimiter } from '../server/edgar/db-rate-limiter.ts';
import { createEdgarClient } from '../server/edgar/edgar-client.ts';

const [databaseUrl, fakeUrl, count] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ databaseUrl, pgliteDir: '' });
const edgar = createEdgarClient({
  wwwUrl: fakeUrl,
  dataUrl: fakeUrl,
  userAgent: '10Kai bench bench@10kai.invalid',
  limiter: createDbRateLimiter(database.db),
});
const small = { cik: 320193, accessionNumber: '0000320193-25-000057', primaryDocument: 'R1.htm' };
let left = Number(count);
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (left-- > 0) await edgar.downloadDocument(small);
  }),
);
await database.close();
