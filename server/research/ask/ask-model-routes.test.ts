import { afterAll, describe, expect, it } from 'vitest';
import { signUpPro } from '#server/billing/testing/plans.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import { startFakeOpenAI } from '#server/test/fakes/fake-openai.ts';
import type { AskAnswer } from '../../../contract/ask.ts';

// Ask a filing with an AI model configured: the fake OpenAI-compatible model writes (or invents) the answer over
// Coca-Cola's FY2024 10-K passages; the quotes decide whether it is shown or the evidence engine's answer stands.
describe('POST /api/sec-filings/:accession/ask with an AI model', async () => {
  const model = await startFakeOpenAI();
  afterAll(() => model.close());
  const t = await createEdgarTestApp({
    env: { ANALYSIS_ENGINE: 'openai', ANALYSIS_MODEL: 'm', OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'k' },
  });
  const pro = await signUpPro(t);
  const fetched = await t.request('/api/sec-filings/fetch', {
    as: pro,
    json: { ticker: 'KO', type: '10-K' },
  });
  const { accession_number: accession } = (await fetched.json()) as { accession_number: string };
  const ask = async (question: string) => {
    const response = await t.request(`/api/sec-filings/${accession}/ask`, { as: pro, json: { question } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { answer: AskAnswer }).answer;
  };
  const question = 'What did they say about ransomware?';

  it('keeps the evidence engine’s answer when the model invents a quote, then shows a verified one', async () => {
    model.enqueue({
      text: 'Coca-Cola says “ransomware shut down all of our bottling plants in 2024 for a month”.',
    });
    const fallback = await ask(question);
    const top = fallback.passages[0];
    expect(top?.quote.toLowerCase()).toContain('ransomware');
    expect(fallback.writtenBy).toBeUndefined();
    expect(fallback.summary).toBe(`KO's 10-K, ${top?.section.title}: “${top?.quote}”`);

    const written = `Coca-Cola names ransomware among its cyber risks: “${top?.quote}”`;
    model.enqueue({ text: written });
    const answer = await ask(question);
    expect(answer).toMatchObject({ writtenBy: 'openai', summary: written, found: true });
    expect(answer.passages).toEqual(fallback.passages.map((p) => ({ ...p, viewUrl: expect.any(String) })));
    const history = await (await t.request(`/api/sec-filings/${accession}/questions`, { as: pro })).json();
    expect(history.questions[0]).toMatchObject({ writtenBy: 'openai', summary: written });
  });

  it('answers from the passages when the model fails, and does not call it when nothing is found', async () => {
    model.enqueue({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    expect((await ask(question)).writtenBy).toBeUndefined();
    const calls = model.requests.length;
    const none = await ask('Do they mention SAP?');
    expect(none).toMatchObject({ found: false, passages: [] });
    expect(model.requests).toHaveLength(calls);
  });

  it('refuses a Free user over the allowance before the model is called', async () => {
    const free = await t.signUp();
    model.setDefault({ text: 'NOT_ANSWERED' });
    for (let i = 0; i < 5; i += 1)
      expect(
        (await t.request(`/api/sec-filings/${accession}/ask`, { as: free, json: { question } })).status,
      ).toBe(200);
    const calls = model.requests.length;
    const refused = await t.request(`/api/sec-filings/${accession}/ask`, { as: free, json: { question } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('QUESTION_QUOTA_EXCEEDED');
    expect(model.requests).toHaveLength(calls);
  });
});
