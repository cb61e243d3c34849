/**
 * Runs the fake DNS server (server/test/fakes/fake-dns.ts) for `npm run dev:offline` and Playwright:
 *   node --import tsx scripts/fake-dns.ts --port 3153 --control-port 3108
 * It answers on UDP `--port` (the app's DNS_SERVERS=127.0.0.1:3153); the page on `--control-port` publishes TXT
 * records, e.g. the `_10kai-challenge.<domain>` record that verifies a team's domain.
 */
import { parseArgs } from 'node:util';
import { startFakeDns } from '../server/test/fakes/fake-dns.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3153' }, 'control-port': { type: 'string', default: '3108' } },
});

const dns = await startFakeDns({ port: Number(values.port), controlPort: Number(values['control-port']) });
console.log(`fake DNS on udp ${dns.server}; publish TXT records at ${dns.controlUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    dns.close().finally(() => process.exit(0));
  });
}
