/**
 * Runs the fake EDGAR standalone for `npm run dev:offline` and Playwright:
 *   node --import tsx scripts/fake-edgar.ts --port 4010 [--as-of 2025-09-01 | --as-of none] [--recent 1000]
 * Point the server at it with SEC_WWW_URL=SEC_DATA_URL=http://127.0.0.1:4010. Faults are set over HTTP:
 *   POST /__control/fault {"kind":"throttle","status":403,"retryAfter":1,"times":5}, POST /__control/reset,
 *   POST /__control/paging {"recent":300,"pageSize":500} (history in `filings.files` pages, like EDGAR's; {} undoes it),
 *   GET /__control (request counts).
 */
import { parseArgs } from 'node:util';
import { startFakeEdgar } from '../server/test/fakes/fake-edgar.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    // The shared snapshot lists 2026 filings whose documents are not stored; hiding them makes every listed
    // latest filing viewable offline.
    'as-of': { type: 'string', default: '2025-09-01' },
    // EDGAR keeps about 1,000 filings in `filings.recent` and pages the rest; the shared snapshots hold them all.
    recent: { type: 'string' },
  },
});

const asOf = values['as-of'] === 'none' ? undefined : values['as-of'];
const paging = values.recent ? { recent: Number(values.recent), pageSize: 1000 } : undefined;
const fake = await startFakeEdgar({ port: Number(values.port), asOf, paging });
console.log(`fake EDGAR listening on ${fake.url}${asOf ? ` (filings up to ${asOf})` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
