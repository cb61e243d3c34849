/**
 * Runs the local OpenID provider (server/test/fakes/fake-oidc-provider.ts) for `npm run dev:offline` and Playwright:
 *   node --import tsx scripts/fake-oidc.ts --port 3107 --client-id 10kai-offline --client-secret offline-secret \
 *     --redirect-uri http://localhost:5173/api/auth/sso/callback [--redirect-uri ...]
 * The app needs no variable for it: a team admin enters the issuer, client id and secret in the team's SSO settings.
 */
import { parseArgs } from 'node:util';
import { startFakeOidcProvider } from '../server/test/fakes/fake-oidc-provider.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3107' },
    'client-id': { type: 'string', default: '10kai-offline' },
    'client-secret': { type: 'string', default: 'offline-secret' },
    'redirect-uri': {
      type: 'string',
      multiple: true,
      default: ['http://localhost:5173/api/auth/sso/callback'],
    },
  },
});

const clientId = values['client-id'];
const clientSecret = values['client-secret'];
const provider = await startFakeOidcProvider({
  port: Number(values.port),
  clients: [{ clientId, clientSecret, redirectUris: values['redirect-uri'] }],
});
console.log(
  `fake OpenID provider: issuer ${provider.issuer}, client id ${clientId}, secret ${clientSecret} (any e-mail signs in)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    provider.close().finally(() => process.exit(0));
  });
}
