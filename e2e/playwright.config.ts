import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const FAKE_EDGAR_PORT = Number(process.env.E2E_FAKE_EDGAR_PORT ?? 3101);
export const FAKE_STRIPE_PORT = Number(process.env.E2E_FAKE_STRIPE_PORT ?? FAKE_EDGAR_PORT + 1);
export const FAKE_STRIPE_URL = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const FAKE_SALESFORCE_PORT = Number(process.env.E2E_FAKE_SALESFORCE_PORT ?? E2E_PORT + 5);
export const FAKE_HUBSPOT_PORT = Number(process.env.E2E_FAKE_HUBSPOT_PORT ?? E2E_PORT + 6);
export const FAKE_FINNHUB_PORT = Number(process.env.E2E_FAKE_FINNHUB_PORT ?? E2E_PORT + 7);
/** Team SSO: the local OpenID provider (scripts/fake-oidc.ts); a spec's team admin enters its issuer and client. */
const FAKE_OIDC_PORT = Number(process.env.E2E_FAKE_OIDC_PORT ?? E2E_PORT + 13);
export const FAKE_OIDC_ISSUER = `http://127.0.0.1:${FAKE_OIDC_PORT}`;
export const FAKE_OIDC_CLIENT = { id: 'e2e-sso-client', secret: 'e2e-sso-secret' };
/** The fake DNS server (UDP, the app's DNS_SERVERS) and its page/API publishing TXT records (POST /records). */
const FAKE_DNS_PORT = Number(process.env.E2E_FAKE_DNS_PORT ?? E2E_PORT + 14);
const FAKE_DNS_CONTROL_PORT = Number(process.env.E2E_FAKE_DNS_CONTROL_PORT ?? E2E_PORT + 15);
export const FAKE_DNS_CONTROL_URL = `http://127.0.0.1:${FAKE_DNS_CONTROL_PORT}`;
/** Companies per exchange the fake Finnhub lists: profiles are fetched 1 s apart, so an API import takes seconds. */
export const FAKE_FINNHUB_PER_EXCHANGE = 2;
export const E2E_DATA_DIR = '.tmp/e2e-data';
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';
const baseURL = `http://localhost:${E2E_PORT}`;
const fakeEdgarUrl = `http://127.0.0.1:${FAKE_EDGAR_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failed ones) made the suite ~1.5× slower on the 2-core CI
    // machine; E2E_TRACE=1 turns it back on when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx scripts/fake-edgar.ts --port ${FAKE_EDGAR_PORT}`,
      url: `${fakeEdgarUrl}/files/company_tickers.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: `npx tsx scripts/fake-stripe.ts --port ${FAKE_STRIPE_PORT} --webhook-url ${baseURL}/api/stripe/webhook`,
      url: `${FAKE_STRIPE_URL}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: `npx tsx scripts/fake-crm.ts --salesforce-port ${FAKE_SALESFORCE_PORT} --hubspot-port ${FAKE_HUBSPOT_PORT}`,
      url: `http://127.0.0.1:${FAKE_HUBSPOT_PORT}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: `npx tsx scripts/fake-finnhub.ts --port ${FAKE_FINNHUB_PORT} --per-exchange ${FAKE_FINNHUB_PER_EXCHANGE}`,
      url: `http://127.0.0.1:${FAKE_FINNHUB_PORT}/__control`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: `npx tsx scripts/fake-oidc.ts --port ${FAKE_OIDC_PORT} --client-id ${FAKE_OIDC_CLIENT.id} --client-secret ${FAKE_OIDC_CLIENT.secret} --redirect-uri ${baseURL}/api/auth/sso/callback`,
      url: `${FAKE_OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: `npx tsx scripts/fake-dns.ts --port ${FAKE_DNS_PORT} --control-port ${FAKE_DNS_CONTROL_PORT}`,
      url: `${FAKE_DNS_CONTROL_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      cwd: '..',
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      cwd: '..',
      env: {
        PORT: String(E2E_PORT),
        APP_URL: baseURL,
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        SEC_WWW_URL: fakeEdgarUrl,
        SEC_DATA_URL: fakeEdgarUrl,
        SEC_EFTS_URL: fakeEdgarUrl,
        SEC_USER_AGENT: '10Kai e2e e2e@10kai.invalid',
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        // Specs may give each test its own client address (X-Forwarded-For) so auth rate limits stay per test.
        TRUST_PROXY: 'true',
        // Billing runs against the local fake Stripe (scripts/fake-stripe.ts), which delivers signed webhooks.
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake_local_secret',
        STRIPE_API_BASE: FAKE_STRIPE_URL,
        SALESFORCE_LOGIN_URL: `http://127.0.0.1:${FAKE_SALESFORCE_PORT}`,
        SALESFORCE_CLIENT_ID: 'fake-sf-client',
        SALESFORCE_CLIENT_SECRET: 'fake-sf-secret',
        HUBSPOT_API_URL: `http://127.0.0.1:${FAKE_HUBSPOT_PORT}`,
        HUBSPOT_CLIENT_ID: 'fake-hs-client',
        HUBSPOT_CLIENT_SECRET: 'fake-hs-secret',
        FINNHUB_API_KEY: 'fake-finnhub-key',
        FINNHUB_BASE_URL: `http://127.0.0.1:${FAKE_FINNHUB_PORT}`,
        DNS_SERVERS: `127.0.0.1:${FAKE_DNS_PORT}`,
        // The local OpenID provider is on this machine, over http: allowed here only (ADR 0325).
        SSO_ALLOW_LOOPBACK_ISSUER: 'true',
      },
    },
  ],
});
