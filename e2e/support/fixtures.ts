import { test as base } from '@playwright/test';
import {
  type AnalysisBody,
  analyseApple,
  type CrmServer,
  makePro,
  PRO_PORT,
  postgresAvailable,
  signUpOnCrmServer,
  startCrmServer,
} from '../crm/support';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { type E2EUser, newUser, openDashboardAsNewUser, signUpAndSignIn } from './auth';

interface Fixtures {
  /** A fresh user, signed in, on the dashboard: the start of most flows that are not about signing in. */
  signedIn: E2EUser;
  /** The e2e server's administrator (ADMIN_EMAILS), signed in, on the landing page. */
  admin: E2EUser;
  /**
   * A fresh user signed up and in on `proServer`, with a company profile and the Pro plan; skips the test without
   * PostgreSQL. The spec points its pages at that server: `test.use({ baseURL: PRO_URL })`.
   */
  proUser: E2EUser;
  /** Apple's latest 10-K (the fake EDGAR's) analysed by `proUser`: the analysis dialog is open on its results. */
  analysedFiling: AnalysisBody;
}

interface WorkerFixtures {
  /** Which server `proServer` starts (default: PRO_PORT, CRM keys on); `test.use` at the top of a spec file. */
  proServerOptions: { port?: number; crmKeys?: boolean };
  /**
   * A Pro plan is a row written straight into the database, which the shared e2e server keeps to itself: so a
   * production server of the worker's own on a scratch PostgreSQL database, or undefined when there is none.
   */
  proServer: CrmServer | undefined;
}

/** `test` with the sign-ins specs share, so each spec names who it is instead of repeating the steps. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  signedIn: async ({ page }, use) => {
    await use(await openDashboardAsNewUser(page));
  },
  admin: async ({ page }, use) => {
    await page.goto('/');
    await use(await signUpAndSignIn(page, { ...newUser('admin'), email: E2E_ADMIN_EMAIL }));
  },
  proServerOptions: [{}, { scope: 'worker', option: true }],
  proServer: [
    async ({ proServerOptions }, use) => {
      if (!(await postgresAvailable())) return use(undefined);
      const server = await startCrmServer({ port: PRO_PORT, ...proServerOptions });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  proUser: async ({ page, proServer }, use, testInfo) => {
    testInfo.skip(!proServer, 'needs PostgreSQL (TEST_DATABASE_URL) to make a user Pro');
    const server = proServer as CrmServer;
    const user = newUser('pro');
    await signUpOnCrmServer(page, user, server.url);
    await makePro(server.databaseUrl, user.email);
    await use(user);
  },
  analysedFiling: async ({ page, proUser: _proUser }, use) => {
    await use(await analyseApple(page));
  },
});

export { expect } from '@playwright/test';
