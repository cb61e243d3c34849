import { describe, expect, it } from 'vitest';
import { signUpPro } from '#server/billing/testing/plans.ts';
import { createEdgarTestApp } from '#server/test/edgar-test-app.ts';
import type { AskAnswer, QuestionAllowance } from '../../../contract/ask.ts';

interface Asked {
  answer: AskAnswer;
  allowance: QuestionAllowance;
}

// Coca-Cola's FY2024 10-K from the shared replica, served by the fake EDGAR and stored through the filings route.
describe('POST /api/sec-filings/:accession/ask and GET …/questions', async () => {
  const t = await createEdgarTestApp();
  const free = await t.signUp();
  const pro = await signUpPro(t);
  const fetched = await t.request('/api/sec-filings/fetch', {
    as: free,
    json: { ticker: 'KO', type: '10-K' },
  });
  const { accession_number: accession } = (await fetched.json()) as { accession_number: string };
  const ask = (question: unknown, as = free, at = accession) =>
    t.request(`/api/sec-filings/${at}/ask`, { as, json: { question } });
  const history = async (as = free) =>
    (await (await t.request(`/api/sec-filings/${accession}/questions`, { as })).json()) as {
      questions: AskAnswer[];
      allowance: QuestionAllowance;
    };

  it('requires a signed-in user', async () => {
    expect((await t.request(`/api/sec-filings/${accession}/ask`, { json: { question: 'x' } })).status).toBe(
      401,
    );
  });

  it('answers with the passages, best first, each with its section and a viewer link to the sentence', async () => {
    const response = await ask('What did they say about ransomware?', pro);
    expect(response.status).toBe(200);
    const { answer, allowance } = (await response.json()) as Asked;
    expect(answer.found).toBe(true);
    const [top] = answer.passages;
    expect(top?.quote.toLowerCase()).toContain('ransomware');
    expect(top?.viewUrl).toContain(`/api/sec-filings/document/${accession}?`);
    expect(top?.viewUrl).toContain(`highlight=${top?.start}-${top?.end}`);
    expect(answer.summary).toContain(top?.quote);
    expect(allowance).toEqual({ used: 1, limit: null, remaining: null });
  });

  it('says plainly when the filing does not say', async () => {
    const { answer } = (await (await ask('Do they mention SAP?', pro)).json()) as Asked;
    expect(answer).toMatchObject({ found: false, passages: [] });
    expect(answer.summary).toMatch(/^Not found/);
  });

  it('refuses bad input with a 400 and counts nothing', async () => {
    for (const question of ['', '   ', 'x'.repeat(501), 'x'.repeat(10_000), 'SAP\u0000?', 'tab\there', 42]) {
      expect((await ask(question)).status).toBe(400);
    }
    expect((await history()).allowance).toEqual({ used: 0, limit: 5, remaining: 5 });
  });

  it('answers 404 for a filing not stored or a malformed accession, counting nothing', async () => {
    expect((await ask('ransomware', free, '0000000000-25-000001')).status).toBe(404);
    expect((await ask('ransomware', free, 'not-an-accession')).status).toBe(404);
    expect((await history()).allowance.used).toBe(0);
  });

  it('gives Free 5 questions a month, then a 403 with an upgrade message; keeps the history per user', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const response = await ask(`distribution centers ${i}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as Asked).allowance).toEqual({ used: i, limit: 5, remaining: 5 - i });
    }
    const refused = await ask('ransomware');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'QUESTION_QUOTA_EXCEEDED',
      error: expect.stringContaining('Upgrade to Pro'),
    });
    const mine = await history();
    expect(mine.questions).toHaveLength(5);
    expect(mine.allowance).toEqual({ used: 5, limit: 5, remaining: 0 });
    expect((await history(pro)).questions.map((q) => q.question).sort()).toEqual([
      'Do they mention SAP?',
      'What did they say about ransomware?',
    ]);
  });

  it("shows the month's questions in the usage meter, apart from the analyses", async () => {
    const usage = async (as: typeof free) => (await t.request('/api/analysis/usage', { as })).json();
    expect(await usage(free)).toMatchObject({
      count: 0,
      limit: 10,
      questions: { used: 5, limit: 5, remaining: 0 },
    });
    expect(await usage(pro)).toMatchObject({
      isPro: true,
      questions: { used: 2, limit: null, remaining: null },
    });
    expect((await usage(await t.signUp())).questions).toEqual({ used: 0, limit: 5, remaining: 5 });
  });

  it('never overdraws Free under concurrent asks', async () => {
    const other = await t.signUp();
    const statuses = await Promise.all(Array.from({ length: 8 }, () => ask('ransomware', other)));
    expect(statuses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(statuses.filter((r) => r.status === 403)).toHaveLength(3);
    expect((await history(other)).questions).toHaveLength(5);
  });
});
