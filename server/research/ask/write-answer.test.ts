import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { configuredModel } from '#server/analysis/engines/create-engine.ts';
import { startFakeModel } from '#server/test/fakes/fake-model.ts';
import { startFakeOpenAI } from '#server/test/fakes/fake-openai.ts';
import type { AskPassage } from '../../../contract/ask.ts';
import { quotesVerified, writeAnswer } from './write-answer.ts';

const STORES = 'We operated 2,341 distribution centers in North America as of December 31, 2024.';
const SAP = 'In 2024 we began replacing our legacy ERP with SAP S/4HANA across our European operations.';
const ELSEWHERE = 'Our headquarters are located in Atlanta, Georgia, in a building we own.';
const filing = { text: `Item 1. Business. ${STORES} ${SAP} Item 2. Properties. ${ELSEWHERE}` };

function passageOf(quote: string, title: string): AskPassage {
  const start = filing.text.indexOf(quote);
  return { quote, start, end: start + quote.length, section: { key: '1', title }, viewUrl: '/v' };
}
const passages = [passageOf(STORES, 'Business'), passageOf(SAP, 'Business')];

describe('quotesVerified', () => {
  it('accepts quotes found verbatim inside the passages, curly or straight, whitespace and case folded', () => {
    expect(quotesVerified(filing, `They run “2,341 distribution centers in North America”.`, passages)).toBe(
      true,
    );
    expect(
      quotesVerified(filing, 'They are moving to "SAP   S/4HANA across our European operations".', passages),
    ).toBe(true);
  });

  it('refuses an answer without quotes, an invented quote, and a true quote outside the passages', () => {
    expect(quotesVerified(filing, 'They run about 2,300 distribution centers.', passages)).toBe(false);
    expect(quotesVerified(filing, '“We operate 3,000 distribution centers worldwide”', passages)).toBe(false);
    expect(quotesVerified(filing, '“Our headquarters are located in Atlanta, Georgia”', passages)).toBe(
      false,
    );
    expect(
      quotesVerified(
        filing,
        '“2,341 distribution centers in North America” and “we outsource all IT to Infosys”',
        passages,
      ),
    ).toBe(false);
  });
});

describe('writeAnswer with the fake OpenAI-compatible model', async () => {
  const fake = await startFakeOpenAI();
  afterAll(() => fake.close());
  const model = configuredModel({
    ANALYSIS_ENGINE: 'openai',
    ANALYSIS_MODEL: 'm',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'k',
  });
  if (!model) throw new Error('the openai engine names a model');
  const question = 'How many distribution centers?';
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('returns the short answer when every quote is in the passages, having sent only the passages', async () => {
    const text = `The company says it “operated 2,341 distribution centers in North America as of December 31, 2024”.`;
    fake.enqueue({ text });
    expect(await writeAnswer(model, filing, question, passages)).toBe(text);
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent).toContain(question);
    expect(sent).toContain('[1] (Business) We operated 2,341');
    expect(sent).not.toContain('Atlanta');
  });

  it('returns null when the model invents a quote, so the evidence engine answers', async () => {
    fake.enqueue({ text: 'It says “we operate 5,000 distribution centers across the world”.' });
    expect(await writeAnswer(model, filing, question, passages)).toBeNull();
  });

  it('returns null when the model says the passages do not answer, and never calls it without passages', async () => {
    fake.enqueue({ text: 'NOT_ANSWERED' });
    expect(await writeAnswer(model, filing, 'Do they mention Workday?', passages)).toBeNull();
    expect(await writeAnswer(model, filing, 'Do they mention Workday?', [])).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('throws on a provider failure (the caller falls back)', async () => {
    fake.enqueue({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    await expect(writeAnswer(model, filing, question, passages)).rejects.toThrow();
  });
});

describe('writeAnswer with the offline fake model (npm run dev:offline)', async () => {
  const offline = await startFakeModel();
  afterAll(() => offline.close());
  const model = configuredModel({
    ANALYSIS_ENGINE: 'openai',
    OPENAI_BASE_URL: offline.url,
    OPENAI_API_KEY: 'k',
  });

  it('answers by quoting the first passage, which passes the quote check', async () => {
    if (!model) throw new Error('the openai engine names a model');
    expect(await writeAnswer(model, filing, 'How many distribution centers?', passages)).toBe(
      `The filing says: “${STORES}”`,
    );
  });
});
