/**
 * Runs the fake Stripe standalone for `npm run dev:offline` and Playwright:
 *   node --import tsx scripts/fake-stripe.ts --port 3102 --webhook-url http://localhost:3000/api/stripe/webhook
 * Point the server at it with STRIPE_API_BASE=http://127.0.0.1:3102, STRIPE_SECRET_KEY=sk_test_fake and
 * STRIPE_WEBHOOK_SECRET=whsec_fake_local_secret (or --webhook-secret). Time and faults are set over HTTP:
 *   POST /__control/advance {"toPeriodEnd":true} or {"days":30}, POST /__control/fail-payment,
 *   POST /__control/hold-webhooks {"hold":true|false}, GET /__control (state and delivered events).
 */
import { parseArgs } from 'node:util';
import { startFakeStripe } from '../server/test/fakes/fake-stripe.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3102' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: 'whsec_fake_local_secret' },
    'no-prices': { type: 'boolean', default: false },
  },
});

const fake = await startFakeStripe({
  port: Number(values.port),
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
  seedPrices: !values['no-prices'],
});
console.log(
  `fake Stripe listening on ${fake.url}${values['webhook-url'] ? `, webhooks to ${values['webhook-url']}` : ''}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
