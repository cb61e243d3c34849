import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error.ts';
import { startFakeAnthropic } from '#server/test/fakes/fake-anthropic.ts';
import type { FakeLlmServer } from '#server/test/fakes/fake-llm-server.ts';
import { startFakeOpenAI } from '#server/test/fakes/fake-openai.ts';
import { findQuote } from '../../evidence.ts';
import { samplePointerTenQ, sampleTenK } from '../../testing/sample-filing.ts';
import { analysisSchema } from '../../types.ts';
import { createAnalysisEngine } from '../create-engine.ts';
import { buildPrompt, systemPrompt } from './prompt.ts';

const filing = sampleTenK();
const input = {
  filing,
  productDescription: 'endpoint security software for enterprises',
  companyName: 'Acme',
};
const realQuote =
  'Our information systems and endpoint devices are targeted by ransomware, phishing and malware attacks';
const realInitiative =
  'We continue to invest in cloud infrastructure and data analytics to modernize our retail operations';

const validJson = JSON.stringify({
  keyInitiatives: [
    {
      title: 'Cloud and analytics investment',
      description: 'Modernising retail.',
      quote: realInitiative,
      passage: 'P1',
    },
  ],
  riskFactors: [{ title: 'Risk 1', description: 'Ransomware and phishing.', quote: realQuote }],
  positioningOpportunities: [
    {
      title: 'Endpoint protection for store devices',
      description: 'Pair their threat exposure with your product.',
      quote: realQuote,
    },
    {
      title: 'Invented',
      description: 'Made up.',
      quote: 'We have decided to replace every antivirus product with a new vendor next quarter',
    },
  ],
  conversationStarters: [`You wrote "${realQuote}" — how are you responding?`],
});

describe.each([
  ['openai', startFakeOpenAI, '/v1/chat/completions'],
  ['anthropic', startFakeAnthropic, '/v1/messages'],
] as const)('%s engine against a fake server', (name, start, endpoint) => {
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const engine = (timeoutMs = 5_000) =>
    createAnalysisEngine(
      {
        ANALYSIS_ENGINE: name,
        ANALYSIS_MODEL: 'test-model',
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'k',
        ANTHROPIC_BASE_URL: fake.url,
        ANTHROPIC_API_KEY: 'k',
      },
      { timeoutMs, retryDelayMs: 10 },
    );
  /** The provider's own error body for a status. */
  const errorBody = (status: number) =>
    name === 'openai'
      ? { error: { message: `status ${status}`, type: status === 429 ? 'requests' : 'server_error' } }
      : {
          type: 'error',
          error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message: `status ${status}` },
        };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected the analysis to fail'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(AppError);
        return error as AppError;
      },
    );

  it('turns valid JSON into verified items, dropping invented quotes and fixing generic titles', async () => {
    fake.enqueue({ text: validJson });
    const analysis = analysisSchema.parse(await engine().analyze(input));
    expect(fake.requests[0]!.path).toBe(endpoint);
    expect(analysis.keyInitiatives.map((i) => i.title)).toEqual(['Cloud and analytics investment']);
    expect(analysis.riskFactors.map((i) => i.title)).toEqual(['Risk Factor 1']);
    expect(analysis.positioningOpportunities.map((i) => i.title)).toEqual([
      'Endpoint protection for store devices',
    ]);
    expect(analysis.conversationStarters).toHaveLength(1);
    const evidence = analysis.riskFactors[0]!.evidence!;
    expect(evidence.section.key).toBe('1A');
    expect(findQuote(filing, evidence.quote)).toEqual({ start: evidence.start, end: evidence.end });
  });

  it('asks for structured output and uses the schema answer, with the same evidence checks', async () => {
    const item = (title: string, quote: string) => ({
      title,
      description: 'Why it matters.',
      quote,
      passage: 'P1',
    });
    fake.enqueue({
      text: JSON.stringify({
        keyInitiatives: [item('Cloud and analytics investment', realInitiative)],
        riskFactors: [
          item('Ransomware exposure', realQuote),
          item('Invented risk', 'We were never attacked by anyone at all'),
        ],
        positioningOpportunities: [item('Point 1', realQuote)],
        conversationStarters: [
          { text: 'How are you containing ransomware today?', quote: realQuote, passage: 'P2' },
        ],
      }),
    });
    const analysis = analysisSchema.parse(await engine().analyze(input));
    const body = fake.requests[0]!.body;
    if (name === 'openai') expect(body.response_format).toMatchObject({ type: 'json_schema' });
    else expect(body.tools).toEqual([expect.objectContaining({ name: 'json' })]);
    expect(analysis.keyInitiatives.map((i) => i.title)).toEqual(['Cloud and analytics investment']);
    expect(analysis.riskFactors.map((i) => i.title)).toEqual(['Ransomware exposure']);
    expect(analysis.positioningOpportunities.map((i) => i.title)).toEqual(['Opportunity 1']);
    expect(analysis.conversationStarters).toEqual([
      expect.objectContaining({ text: 'How are you containing ransomware today?' }),
    ]);
    const evidence = analysis.riskFactors[0]!.evidence!;
    expect(findQuote(filing, evidence.quote)).toEqual({ start: evidence.start, end: evidence.end });
  });

  it('gives a pointer-only 10-Q the latest 10-K’s risk factors and labels quotes from them', async () => {
    const tenQ = samplePointerTenQ();
    const quarterly = { ...input, filing: tenQ, annualReport: { accession: '0000000001-24-000009', filing } };
    const prompt = buildPrompt(quarterly);
    const annualPassage = prompt.passages.find((p) => p.from && /ransomware/.test(p.passage.span.text))!;
    expect(prompt.user).toContain('1A Risk Factors (latest Form 10-K)');
    fake.enqueue({
      text: JSON.stringify({
        keyInitiatives: [],
        riskFactors: [
          {
            title: 'Ransomware exposure',
            description: 'From the 10-K.',
            quote: realQuote,
            passage: annualPassage.id,
          },
        ],
        positioningOpportunities: [],
        conversationStarters: [],
      }),
    });
    const analysis = await engine().analyze(quarterly);
    const evidence = analysis.riskFactors[0]!.evidence!;
    expect(evidence.source).toEqual({ accession: '0000000001-24-000009', formType: '10-K' });
    expect(evidence.section.title).toBe('Risk Factors (latest Form 10-K)');
    expect(findQuote(filing, evidence.quote)).toEqual({ start: evidence.start, end: evidence.end });
  });

  it('reads numbered markdown sections when the answer is not JSON', async () => {
    fake.enqueue({
      text: `Here is the analysis.\n\n## Key Initiatives\n1. **Cloud and analytics**: They are modernising. "${realInitiative}"\n\n## Risk Factors\n1. **Ransomware exposure** - "${realQuote}"\n\n## Positioning Opportunities\n1. Point 1: Protect endpoints. "${realQuote}"\n\n## Conversation Starters\n1. You said "${realQuote}" — what is your plan?`,
    });
    const analysis = await engine().analyze(input);
    expect(analysis.keyInitiatives[0]!.title).toBe('Cloud and analytics');
    expect(analysis.riskFactors[0]!.title).toBe('Ransomware exposure');
    expect(analysis.positioningOpportunities[0]!.title).toBe('Opportunity 1');
    expect(analysis.conversationStarters).toHaveLength(1);
  });

  it("keeps unparseable text as one 'Analysis Output' item", async () => {
    fake.enqueue({ text: 'I could not produce a structured answer for this filing.' });
    const analysis = await engine().analyze(input);
    expect(analysis.keyInitiatives).toEqual([
      {
        title: 'Analysis Output',
        description: 'I could not produce a structured answer for this filing.',
        evidence: null,
      },
    ]);
  });

  it('records the tokens the provider reported', async () => {
    fake.enqueue({ text: validJson });
    const answer = await engine().analyze(input);
    expect(answer.usage).toEqual({ input: 100, output: 50 });
  });

  it('accepts a quote whose whitespace and quote marks differ from the filing’s', async () => {
    const loose = `“${realQuote.replace(' and endpoint ', '\n   and  endpoint ')}”`;
    fake.enqueue({
      text: JSON.stringify({
        keyInitiatives: [],
        riskFactors: [{ title: 'Ransomware exposure', description: 'Why.', quote: loose, passage: 'P1' }],
        positioningOpportunities: [],
        conversationStarters: [],
      }),
    });
    const analysis = await engine().analyze(input);
    expect(analysis.riskFactors.map((i) => i.evidence?.quote)).toEqual([realQuote]);
  });

  it('reads JSON wrapped in prose and a code fence (malformed for the schema) leniently', async () => {
    const riskOnly = {
      riskFactors: [{ title: 'Ransomware exposure', description: 'Why.', quote: realQuote }],
    };
    const fence = '```';
    fake.enqueue({
      text: `Sure! Here it is:\n${fence}json\n${JSON.stringify(riskOnly)}\n${fence}\nHope it helps.`,
    });
    const analysis = await engine().analyze(input);
    expect(analysis.riskFactors.map((i) => i.title)).toEqual(['Ransomware exposure']);
    expect(analysis.keyInitiatives).toEqual([]);
  });

  it('fails clearly on a refusal, without retrying', async () => {
    fake.enqueue({ text: 'I can’t help with analysing this document.', stop: 'refusal' });
    const error = await failure(engine().analyze(input));
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      'Failed to analyze filing: the AI model declined to analyse this filing. This analysis was not counted against your allowance.',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('fails clearly on an answer cut off at the output limit, keeping none of it', async () => {
    fake.enqueue({ text: validJson.slice(0, 180), stop: 'length' });
    const error = await failure(engine().analyze(input));
    expect(error.message).toMatch(/^Failed to analyze filing: the AI model’s answer was cut off/);
    expect(error.options.detail).toContain('ANALYSIS_MAX_OUTPUT_TOKENS');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails clearly when not one of the model’s quotes is in the filing', async () => {
    const invented = 'We will replace every antivirus product we own with a new vendor next quarter';
    fake.enqueue({
      text: JSON.stringify({
        keyInitiatives: [{ title: 'Vendor switch', description: 'Made up.', quote: invented, passage: 'P1' }],
        riskFactors: [],
        positioningOpportunities: [],
        conversationStarters: [{ text: 'When do you switch?', quote: invented, passage: 'P1' }],
      }),
    });
    const error = await failure(engine().analyze(input));
    expect(error.message).toMatch(/none of the AI model’s quotes could be found in the filing/);
  });

  it('fails clearly on an empty answer', async () => {
    fake.enqueue({ text: '' });
    const error = await failure(engine().analyze(input));
    expect(error.message).toMatch(/the AI model returned an empty answer/);
  });

  it('waits as a 429’s Retry-After asks, then uses the answer', async () => {
    fake.enqueue({ status: 429, body: errorBody(429), headers: { 'retry-after': '1' } }, { text: validJson });
    const started = Date.now();
    const analysis = await engine().analyze(input);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
    expect(analysis.riskFactors).toHaveLength(1);
  });

  it('retries a 5xx and a dropped connection with back-off', async () => {
    fake.enqueue({ status: 503, body: errorBody(503) }, { drop: true }, { text: validJson });
    const analysis = await engine().analyze(input);
    expect(fake.requests).toHaveLength(3);
    expect(analysis.riskFactors).toHaveLength(1);
  });

  it('gives up after the retries with a clear error', async () => {
    fake.enqueue(...[1, 2, 3].map(() => ({ status: 500, body: errorBody(500) })));
    const error = await failure(engine().analyze(input));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^Failed to analyze filing: the AI model could not be reached/);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not wait out a Retry-After longer than the time left, and passes it on', async () => {
    fake.enqueue({ status: 429, body: errorBody(429), headers: { 'retry-after': '120' } });
    const error = await failure(engine().analyze(input));
    expect(error.status).toBe(503);
    expect(error.options.headers).toEqual({ 'Retry-After': '120' });
    expect(error.message).toMatch(/limiting requests; try again in 120 seconds/);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a request the provider refuses (400)', async () => {
    fake.enqueue({ status: 400, body: errorBody(400) });
    const error = await failure(engine().analyze(input));
    expect(error.message).toMatch(/the AI provider refused the request/);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out with a clear error when the model is too slow', async () => {
    fake.enqueue({ text: validJson, delayMs: 3_000 });
    const error = await failure(engine(300).analyze(input));
    expect(error.status).toBe(504);
    expect(error.message).toMatch(/^Failed to analyze filing: the AI model did not answer within 1 second\./);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends only fenced filing passages, with the fixed system prompt', async () => {
    fake.enqueue({ text: validJson });
    await engine().analyze(input);
    const body = JSON.stringify(fake.requests[0]!.body);
    expect(body).toContain(JSON.stringify(systemPrompt).slice(1, 60));
    expect(body).toContain('<filing_excerpts>');
    expect(body).not.toContain('Item 1A. Risk Factors');
  });
});
