import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundled EDGAR replica lives: `../shared/edgar` next to the checkout, or `EDGAR_REPLICA_DIR`. */
export function edgarReplicaDir(env = process.env) {
  return env.EDGAR_REPLICA_DIR
    ? path.resolve(env.EDGAR_REPLICA_DIR)
    : path.resolve(repoRoot, '../shared/edgar');
}

/**
 * The local stand-ins that offline mode (`npm run dev:offline`, `npm start -- --offline`) starts instead of the real
 * services. Each says how to start it, which port variable it listens on, what it needs (a one-line problem, or
 * null), and which server variables point the app at it. Add an entry here to fake another service.
 */
const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_local_secret';
/** The model id the fake model lists (FAKE_MODEL_NAME in server/test/fakes/fake-model.ts); it answers any. */
const FAKE_MODEL_NAME = 'offline-fake-model';
/** The client the local OpenID provider registers; a team admin enters it, with the issuer, in the SSO settings. */
export const FAKE_OIDC_CLIENT = { id: '10kai-offline', secret: 'offline-secret' };

export const OFFLINE_FAKES = [
  {
    name: 'fake-edgar',
    /** Node arguments that start it on `port` (run with tsx loaded). */
    args: (port) => ['scripts/fake-edgar.ts', '--port', String(port)],
    portVariable: 'FAKE_EDGAR_PORT',
    defaultPort: 3101,
    problem(env) {
      const dir = edgarReplicaDir(env);
      return fs.existsSync(path.join(dir, 'manifest.json'))
        ? null
        : `Offline mode needs the EDGAR replica, but ${dir} has no manifest.json (put it there or set EDGAR_REPLICA_DIR).`;
    },
    serverEnv: (url) => ({ SEC_WWW_URL: url, SEC_DATA_URL: url, SEC_EFTS_URL: url }),
  },
  {
    // Billing: its checkout page 'pays' and it sends signed webhooks to the app.
    name: 'fake-stripe',
    args: (port, appUrl) => [
      'scripts/fake-stripe.ts',
      '--port',
      String(port),
      '--webhook-url',
      `${appUrl}/api/stripe/webhook`,
      '--webhook-secret',
      FAKE_STRIPE_WEBHOOK_SECRET,
    ],
    portVariable: 'FAKE_STRIPE_PORT',
    defaultPort: 3102,
    problem: () => null,
    serverEnv: (url) => ({
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: url,
    }),
  },
  {
    // The market-data provider: the admin's API Import and Update Data run against a local fake Finnhub.
    name: 'fake-finnhub',
    args: (port) => ['scripts/fake-finnhub.ts', '--port', String(port)],
    portVariable: 'FAKE_FINNHUB_PORT',
    defaultPort: 3103,
    problem: () => null,
    serverEnv: (url, env) => ({
      FINNHUB_BASE_URL: url,
      FINNHUB_API_KEY: env.FINNHUB_API_KEY || 'fake-finnhub-key',
    }),
  },
  {
    // CRM export: one process serves a fake Salesforce on this port and a fake HubSpot on FAKE_HUBSPOT_PORT.
    name: 'fake-crm',
    args: (port, _appUrl, env) => [
      'scripts/fake-crm.ts',
      '--salesforce-port',
      String(port),
      '--hubspot-port',
      String(hubspotPort(env)),
    ],
    portVariable: 'FAKE_SALESFORCE_PORT',
    defaultPort: 3104,
    problem: (env) => readPort(env, 'FAKE_HUBSPOT_PORT', 3105).problem ?? null,
    serverEnv: (url, env) => ({
      SALESFORCE_LOGIN_URL: url,
      SALESFORCE_CLIENT_ID: 'fake-sf-client',
      SALESFORCE_CLIENT_SECRET: 'fake-sf-secret',
      HUBSPOT_API_URL: `http://127.0.0.1:${hubspotPort(env)}`,
      HUBSPOT_CLIENT_ID: 'fake-hs-client',
      HUBSPOT_CLIENT_SECRET: 'fake-hs-secret',
    }),
  },
  {
    // The OpenAI-compatible model: `ANALYSIS_ENGINE=openai npm run dev:offline` analyses through it. The engine
    // itself is left as the user set it, so the extractive one stays the default.
    name: 'fake-llm',
    args: (port) => ['scripts/fake-llm.ts', '--port', String(port)],
    portVariable: 'FAKE_LLM_PORT',
    defaultPort: 3106,
    problem: () => null,
    serverEnv(url, env) {
      // A model server of the user's own (a local Ollama, say) is left alone, with their key and model.
      if (env.OPENAI_BASE_URL) return {};
      const unlessSet = (name, value) => (env[name] ? {} : { [name]: value });
      return {
        OPENAI_BASE_URL: `${url}/v1`,
        ...unlessSet('OPENAI_API_KEY', 'fake-openai-key'),
        // ANALYSIS_MODEL also names the Anthropic engine's model: not ours to set when that engine is chosen.
        ...(env.ANALYSIS_ENGINE === 'anthropic' ? {} : unlessSet('ANALYSIS_MODEL', FAKE_MODEL_NAME)),
      };
    },
  },
  {
    // Team single sign-on: a local OpenID provider where any e-mail address signs in. Its issuer
    // (http://127.0.0.1:<port>) is entered per team, with FAKE_OIDC_CLIENT.
    name: 'fake-oidc',
    args: (port, appUrl, env) => [
      'scripts/fake-oidc.ts',
      '--port',
      String(port),
      '--client-id',
      FAKE_OIDC_CLIENT.id,
      '--client-secret',
      FAKE_OIDC_CLIENT.secret,
      ...ssoRedirectUris(appUrl, env).flatMap((uri) => ['--redirect-uri', uri]),
    ],
    portVariable: 'FAKE_OIDC_PORT',
    defaultPort: 3107,
    problem: () => null,
    // The issuer is on this machine over http, which the server refuses unless told (ADR 0325).
    serverEnv: () => ({ SSO_ALLOW_LOOPBACK_ISSUER: 'true' }),
  },
  {
    // Verifying a team's domain: the server asks this DNS server (UDP) for TXT records, which a person publishes
    // on its control page (FAKE_DNS_CONTROL_PORT).
    name: 'fake-dns',
    args: (port, _appUrl, env) => [
      'scripts/fake-dns.ts',
      '--port',
      String(port),
      '--control-port',
      String(dnsControlPort(env)),
    ],
    portVariable: 'FAKE_DNS_PORT',
    defaultPort: 3153,
    problem: (env) => readPort(env, 'FAKE_DNS_CONTROL_PORT', 3108).problem ?? null,
    serverEnv: (url) => ({ DNS_SERVERS: new URL(url).host }),
  },
];

function hubspotPort(env) {
  return readPort(env, 'FAKE_HUBSPOT_PORT', 3105).port;
}

function dnsControlPort(env) {
  return readPort(env, 'FAKE_DNS_CONTROL_PORT', 3108).port;
}

/**
 * Where the browser comes back after signing in: the server's APP_URL, which defaults to Vite's address under
 * `npm run dev` and to the server's own under `npm start`; all of them are registered, so either runner works.
 */
function ssoRedirectUris(appUrl, env) {
  const origins = [
    env.APP_URL?.replace(/\/$/, ''),
    `http://localhost:${readPort(env, 'WEB_PORT', 5173).port ?? 5173}`,
    `http://localhost:${new URL(appUrl).port}`,
    appUrl,
  ];
  return [...new Set(origins.filter(Boolean))].map((origin) => `${origin}/api/auth/sso/callback`);
}

/** A port variable's value, or a one-line problem. */
export function readPort(env, variable, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return { port: fallback };
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { problem: `${variable} must be a port number between 1 and 65535 (got "${raw}").` };
  }
  return { port };
}

/**
 * Starts every fake through `run(name, command, args)` and returns the server variables that point at them, or
 * the first problem found (nothing is started then).
 */
export function planOfflineFakes(env = process.env) {
  const plans = [];
  // Fakes that call back (webhooks) reach the API server directly, on PORT.
  const appUrl = `http://127.0.0.1:${readPort(env, 'PORT', 3000).port ?? 3000}`;
  for (const fake of OFFLINE_FAKES) {
    const { port, problem: portProblem } = readPort(env, fake.portVariable, fake.defaultPort);
    const problem = portProblem ?? fake.problem(env);
    if (problem) return { problem };
    const url = `http://127.0.0.1:${port}`;
    plans.push({ fake, port, url });
  }
  return {
    plans,
    serverEnv: Object.assign({}, ...plans.map(({ fake, url }) => fake.serverEnv(url, env))),
    start(run) {
      for (const { fake, port } of plans) {
        run(fake.name, process.execPath, ['--import', 'tsx', ...fake.args(port, appUrl, env)]);
      }
    },
  };
}

/** Whether EDGAR answers at all (any HTTP status counts); a network failure or 5 s of silence does not. */
export async function edgarReachable(secWwwUrl) {
  try {
    await fetch(new URL('/files/company_tickers.json', secWwwUrl), {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    });
    return true;
  } catch {
    return false;
  }
}
