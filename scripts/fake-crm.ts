/**
 * Runs the fake Salesforce and fake HubSpot for `npm run dev:offline` and Playwright:
 *   node --import tsx scripts/fake-crm.ts --salesforce-port 3102 --hubspot-port 3103
 * Point the server at them with SALESFORCE_LOGIN_URL / HUBSPOT_API_URL and the fakes' client ids
 * (fake-sf-client / fake-sf-secret, fake-hs-client / fake-hs-secret). Each fake takes faults over HTTP:
 *   POST /__control/fault {"path":"/crm/v3/objects/notes","status":429,"retryAfter":5}, POST /__control/reset,
 *   GET /__control (notes written, seeded records).
 */
import { parseArgs } from 'node:util';
import { startFakeHubspot } from '../server/test/fakes/fake-hubspot.ts';
import { startFakeSalesforce } from '../server/test/fakes/fake-salesforce.ts';

const { values } = parseArgs({
  options: {
    'salesforce-port': { type: 'string', default: '3102' },
    'hubspot-port': { type: 'string', default: '3103' },
  },
});

const salesforce = await startFakeSalesforce(Number(values['salesforce-port']));
const hubspot = await startFakeHubspot(Number(values['hubspot-port']));
console.log(`fake Salesforce listening on ${salesforce.url}, fake HubSpot on ${hubspot.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    Promise.all([salesforce.close(), hubspot.close()]).finally(() => process.exit(0));
  });
}
