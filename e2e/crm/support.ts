import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { FAKE_HUBSPOT_PORT, FAKE_SALESFORCE_PORT } from '../playwright.config';
import type { E2EUser } from '../support/auth';
import { openCompany } from '../support/companies';
import { startOwnServer } from '../support/own-server';

export { postgresAvailable } from '../support/own-server';

/**
 * The CRM specs need a Pro user, i.e. a subscription row written straight into the database. The shared e2e server
 * keeps its embedded database to itself, so these specs run their own production server (E2E_PORT + 4) on a
 * scratch PostgreSQL database they can write to, against the same fake EDGAR, Salesforce and HubSpot.
 */
const CRM_PORT = Number(process.env.E2E_PORT ?? 3100) + 4;
export const CRM_URL = `http://localhost:${CRM_PORT}`;
/** A second server, without Salesforce or HubSpot keys (E2E_PORT + 8). */
export const NO_CRM_PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
export const NO_CRM_URL = `http://localhost:${NO_CRM_PORT}`;
/**
 * The Pro fixture's server (E2E_PORT + 12), a port of its own: it lives as long as its Playwright worker, which may
 * overlap another worker's CRM server.
 */
export const PRO_PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
export const PRO_URL = `http://localhost:${PRO_PORT}`;
export const SALESFORCE_URL = `http://127.0.0.1:${FAKE_SALESFORCE_PORT}`;
export const HUBSPOT_URL = `http://127.0.0.1:${FAKE_HUBSPOT_PORT}`;

export interface CrmServer {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The production server on its own scratch database; `crmKeys: false` leaves Salesforce and HubSpot off. */
export async function startCrmServer({ port = CRM_PORT, crmKeys = true } = {}): Promise<CrmServer> {
  const server = await startOwnServer({
    port,
    postgres: true,
    env: {
      SALESFORCE_LOGIN_URL: SALESFORCE_URL,
      SALESFORCE_CLIENT_ID: crmKeys ? 'fake-sf-client' : '',
      SALESFORCE_CLIENT_SECRET: crmKeys ? 'fake-sf-secret' : '',
      HUBSPOT_API_URL: HUBSPOT_URL,
      HUBSPOT_CLIENT_ID: crmKeys ? 'fake-hs-client' : '',
      HUBSPOT_CLIENT_SECRET: crmKeys ? 'fake-hs-secret' : '',
    },
  });
  return { url: server.url, databaseUrl: server.databaseUrl!, stop: server.stop };
}

/** Signs up and in on the CRM server from the page's browser context (its own client address for auth limits). */
export async function signUpOnCrmServer(page: Page, user: E2EUser, url = CRM_URL): Promise<void> {
  const headers = {
    origin: url,
    'x-forwarded-for': `10.${randomInt(100)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  const signUp = await page.request.post(`${url}/api/auth/sign-up/email`, {
    data: { email: user.email, password: user.password, name: user.name },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await page.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const profile = await page.request.put(`${url}/api/profile`, {
    data: {
      companyName: 'E2E Security Inc.',
      companyDescription: 'endpoint security software for enterprises',
    },
    headers: { origin: url },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
}

/** The Pro plan, straight into the subscriptions table (billing checkout is another issue's flow). */
export async function makePro(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `INSERT INTO subscriptions (user_id, plan_type, status)
     SELECT id, 'pro', 'active' FROM "user" WHERE email = $1`,
    [email],
  );
  await client.end();
}

export async function fakeState<T>(url: string): Promise<T> {
  return (await (await fetch(`${url}/__control`)).json()) as T;
}

export async function resetFake(url: string): Promise<void> {
  await fetch(`${url}/__control/reset`, { method: 'POST' });
}

interface Evidence {
  quote: string;
}
export interface AnalysisBody {
  analysis: {
    keyInitiatives: { evidence: Evidence | null }[];
    riskFactors: { evidence: Evidence | null }[];
  };
}

/** Signed in on a CRM server: analyses Apple's 10-K for the user (the fake EDGAR's) and answers the analysis. */
export async function analyseApple(page: Page): Promise<AnalysisBody> {
  await page.goto('/dashboard');
  await openCompany(page, 'AAPL', /Apple Inc\./);
  await page.getByRole('tab', { name: 'SEC Documents' }).click();
  await page.getByRole('button', { name: 'Fetch Latest' }).click();
  await expect(page.getByTitle('AAPL 10-K filed 11/1/2024')).toBeVisible();
  await page.getByRole('region', { name: 'Filing Viewer' }).getByRole('button', { name: 'Analyze' }).click();
  const dialog = page.getByRole('dialog', { name: 'SEC Filing Analysis: AAPL (10-K)' });
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/analysis' && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Analyze' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(dialog.getByTestId('analysis-results')).toBeVisible();
  return (await response.json()) as AnalysisBody;
}
