/**
 * Runs the fake OpenAI-compatible model for `npm run dev:offline` and `npm start -- --offline`:
 *   node --import tsx scripts/fake-llm.ts --port 3106
 * It answers the app's filing-analysis prompt from the prompt's own excerpts (server/test/fakes/fake-model.ts).
 * Point the server at it with ANALYSIS_ENGINE=openai OPENAI_BASE_URL=http://127.0.0.1:3106/v1.
 */
import { parseArgs } from 'node:util';
import { startFakeModel } from '../server/test/fakes/fake-model.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3106' } } });

const fake = await startFakeModel(Number(values.port));
console.log(`fake OpenAI-compatible model listening on ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
