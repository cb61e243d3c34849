import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { startFakeAnthropic } from '../../../test/fakes/fake-anthropic.ts';
import type { FakeLlmServer } from '../../../test/fakes/fake-llm-server.ts';
import { startFakeOpenAI } from '../../../test/fakes/fake-openai.ts';
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
      timeoutMs,
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

  it("answers 'Failed to analyze filing' when the model is too slow", async () => {
    fake.enqueue({ text: validJson, delayMs: 3_000 });
    const error = await engine(200)
      .analyze(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Failed to analyze filing');
  });

  it("answers 'Failed to analyze filing' when the endpoint errors", async () => {
    fake.enqueue({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    await expect(engine().analyze(input)).rejects.toThrow('Failed to analyze filing');
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
