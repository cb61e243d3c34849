/**
 * One extra server process for the quota race test: the real app on the PostgreSQL database given in
 * DATABASE_URL, with a fixture filing and a slightly slow extractive engine so that requests overlap.
 * Prints `PORT <n>` once listening.
 */
import { serve } from '@hono/node-server';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { createDeps } from '#server/deps.ts';
import { createLogger } from '#server/log.ts';
import { createExtractiveEngine } from '../engines/extractive/extractive-engine.ts';
import type { AnalysisEngine } from '../types.ts';
import { fixtureFilingSource } from './fixture-filing-source.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 10 });
const base = createDeps({
  config,
  database,
  log: createLogger('silent'),
  secret: config.BETTER_AUTH_SECRET!,
});
const extractive = createExtractiveEngine();
const engine: AnalysisEngine = {
  name: 'extractive',
  id: 'extractive',
  async analyze(input) {
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    return extractive.analyze(input);
  },
};
const app = createApp({ ...base, analysis: { engine, filings: fixtureFilingSource() } });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`PORT ${info.port}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
