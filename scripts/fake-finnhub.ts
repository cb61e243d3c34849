/**
 * Runs the fake Finnhub standalone for `npm run dev:offline` and Playwright:
 *   node --import tsx scripts/fake-finnhub.ts --port 4011 [--per-exchange 40]
 * Point the server at it with FINNHUB_BASE_URL=http://127.0.0.1:4011 FINNHUB_API_KEY=fake-finnhub-key.
 */
import { parseArgs } from 'node:util';
import { startFakeFinnhub } from '../server/test/fakes/fake-finnhub.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4011' }, 'per-exchange': { type: 'string', default: '40' } },
});

const fake = await startFakeFinnhub({
  port: Number(values.port),
  perExchange: Number(values['per-exchange']),
});
console.log(`fake Finnhub listening on ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
