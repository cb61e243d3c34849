import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { FAKE_EDGAR_PORT, FAKE_HUBSPOT_PORT, FAKE_SALESFORCE_PORT } from '../playwright.config';
import type { E2EUser } from '../support/auth';
import { openCompany } from '../support/companies';

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
export const SALESFORCE_URL = `http://127.0.0.1:${FAKE_SALESFORCE_PORT}`;
export const HUBSPOT_URL = `http://127.0.0.1:${FAKE_HUBSPOT_PORT}`;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://tenkai:tenkai@localhost:5432/tenkai';

export interface CrmServer {
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Whether the PostgreSQL these specs need answers (`npm test` on a machine without one skips them, saying so). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The production server on its own database; `crmKeys: false` leaves Salesforce and HubSpot off. */
export async function startCrmServer({ port = CRM_PORT, crmKeys = true } = {}): Promise<CrmServer> {
  const url = `http://localhost:${port}`;
  const name = `tenkai_crm_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const dataDir = `.tmp/e2e-crm-${process.pid}-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'e2e-crm-secret-e2e-crm-secret-0123456789',
      SEC_WWW_URL: `http://127.0.0.1:${FAKE_EDGAR_PORT}`,
      SEC_DATA_URL: `http://127.0.0.1:${FAKE_EDGAR_PORT}`,
      SEC_USER_AGENT: '10Kai e2e e2e@10kai.invalid',
      TRUST_PROXY: 'true',
      SALESFORCE_LOGIN_URL: SALESFORCE_URL,
      SALESFORCE_CLIENT_ID: crmKeys ? 'fake-sf-client' : '',
      SALESFORCE_CLIENT_SECRET: crmKeys ? 'fake-sf-secret' : '',
      HUBSPOT_API_URL: HUBSPOT_URL,
      HUBSPOT_CLIENT_ID: crmKeys ? 'fake-hs-client' : '',
      HUBSPOT_CLIENT_SECRET: crmKeys ? 'fake-hs-secret' : '',
    },
  });
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (attempt > 120 || child.exitCode !== null) throw new Error('the CRM e2e server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    databaseUrl: databaseUrl.toString(),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
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
