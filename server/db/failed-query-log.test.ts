import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { companies } from '#server/companies/schema.ts';
import { createErrorHandler } from '#server/http/error-handler.ts';
import { createErrorRing } from '#server/http/error-ring.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { captureLog } from '#server/test/capture-log.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

/**
 * Drizzle's error for a failed statement lists every bound value: an unhandled one once wrote a whole uploaded file
 * to the log (issue 26). The log, /debug's error ring and a job's error keep the SQL and the reason, never values.
 */
describe('a failed statement in the log', async () => {
  const database = await createTestDatabase();
  const MARKER = 'Privatemarker';
  // PostgreSQL refuses U+0000 in text: the insert fails with the row's values bound.
  const failingInsert = () =>
    database.db.insert(companies).values({ ticker: 'ZZQ', name: `${MARKER} row text\u0000` });

  it('an unhandled error in a route: 500, logged and recorded with the SQL and reason, not the values', async () => {
    const { lines, log } = captureLog();
    const ring = createErrorRing();
    const app = new Hono();
    app.onError(createErrorHandler(log, ring));
    app.get('/boom', async () => {
      await failingInsert();
      return new Response('unreachable');
    });
    expect((await app.request('/boom')).status).toBe(500);
    const output = lines.join('\n');
    expect(output).toContain('Failed query: insert into \\"companies\\"');
    expect(output).not.toContain(MARKER);
    expect(JSON.stringify(ring.list())).not.toContain(MARKER);
  });

  it('a job: failed with a readable reason; neither the job, its log nor the server log holds the values', async () => {
    const { lines, log } = captureLog();
    const runner = createJobRunner({ db: database.db, log });
    runner.register('boom', () => failingInsert().then(() => undefined));
    const { id } = await runner.enqueue('boom', {});
    await runner.runDue();
    const job = await runner.get(id);
    expect(job).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/^Failed query: insert into/),
    });
    const everything = [JSON.stringify(job), JSON.stringify(await runner.logs(id)), ...lines].join('\n');
    expect(everything).not.toContain(MARKER);
  });
});
