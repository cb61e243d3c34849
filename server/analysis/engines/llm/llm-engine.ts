import {
  type FinishReason,
  generateText,
  type LanguageModel,
  type LanguageModelUsage,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
} from 'ai';
import { z } from 'zod';
import { verifyAnalysis } from '../../evidence.ts';
import { markNewRisks } from '../../new-risks.ts';
import { applyTitleFallbacks } from '../../titles.ts';
import {
  type Analysis,
  type AnalysisEngine,
  type AnalysisInput,
  type AnalysisItem,
  type EngineAnswer,
  type EngineName,
  rawOutputTitle,
  type TokenUsage,
} from '../../types.ts';
import { classifyCallFailure, type ModelFailure, modelFailureError } from './model-failure.ts';
import { type DraftAnalysis, type DraftItem, parseModelText } from './parse-response.ts';
import { type BuiltPrompt, buildPrompt, maxPromptTokens } from './prompt.ts';
import { RetriesExhausted, withRetries } from './with-retries.ts';

export interface LlmEngineOptions {
  name: Exclude<EngineName, 'extractive'>;
  model: LanguageModel;
  /** The whole analysis, retries and back-off included. */
  timeoutMs: number;
  /** Further attempts after a 429, 408, 409, 5xx or network failure (default 2). */
  maxRetries?: number;
  /** The first back-off, doubling up to 8 s unless the provider's Retry-After says otherwise (default 1 s). */
  retryDelayMs?: number;
  maxOutputTokens?: number;
  /** The prompt's ceiling in estimated tokens (default `maxPromptTokens`). */
  promptTokens?: number;
}

/** The model's name as its provider knows it ('gpt-4o-mini'); a model given by name is that name. */
const modelId = (model: LanguageModel) => (typeof model === 'string' ? model : model.modelId);

function toAnalysis(draft: DraftAnalysis, prompt: BuiltPrompt): Analysis {
  const evidence = (quote: string, passage?: string) => {
    const found = prompt.passages.find((p) => p.id === passage);
    const start = found?.passage.span.start ?? 0;
    const from = found?.from;
    return from
      ? {
          section: { key: '1A', title: 'Risk Factors (latest Form 10-K)' },
          quote: quote || '-',
          start,
          end: start,
          source: { accession: from.accession, formType: '10-K' as const },
        }
      : { section: { key: '', title: '' }, quote: quote || '-', start, end: start };
  };
  const item = (d: DraftItem): AnalysisItem => ({
    title: d.title.trim(),
    description: d.description.trim() || d.quote.trim() || d.title.trim(),
    evidence: evidence(d.quote, d.passage),
  });
  return {
    keyInitiatives: draft.keyInitiatives.map(item),
    riskFactors: draft.riskFactors.map(item),
    positioningOpportunities: draft.positioningOpportunities.map(item),
    conversationStarters: draft.conversationStarters
      .filter((s) => s.text.trim())
      .map((s) => ({ text: s.text.trim(), evidence: evidence(s.quote, s.passage) })),
  };
}

/** Verifies every quote of a draft against the filing (and drops what fails), then fixes generic titles. */
function finish(draft: DraftAnalysis, input: AnalysisInput, prompt: BuiltPrompt): Analysis {
  const related = [...new Set(prompt.passages.flatMap((p) => (p.from ? [p.from] : [])))];
  const verified = verifyAnalysis(input.filing, toAnalysis(draft, prompt), related);
  return markNewRisks(
    applyTitleFallbacks({
      ...verified,
      keyInitiatives: verified.keyInitiatives.filter((i) => i.title || i.description),
    }),
    input.newRisks,
  );
}

/** A model answer nothing could be read from, kept as one unverified item so the user sees what it said. */
function rawOutput(raw: string): Analysis {
  return {
    keyInitiatives: [{ title: rawOutputTitle, description: raw.trim(), evidence: null }],
    riskFactors: [],
    positioningOpportunities: [],
    conversationStarters: [],
  };
}

const itemCount = (a: DraftAnalysis | Analysis) =>
  a.keyInitiatives.length +
  a.riskFactors.length +
  a.positioningOpportunities.length +
  a.conversationStarters.length;

const modelItemSchema = z.object({
  title: z.string(),
  description: z.string(),
  quote: z.string(),
  passage: z.string(),
});

/** The answer's shape, sent as the structured-output schema (response_format / forced tool). */
export const modelAnswerSchema = z.object({
  keyInitiatives: z.array(modelItemSchema),
  riskFactors: z.array(modelItemSchema),
  positioningOpportunities: z.array(modelItemSchema),
  conversationStarters: z.array(z.object({ text: z.string(), quote: z.string(), passage: z.string() })),
});

/** Built once: the JSON schema sent with every request is derived from it. */
const structuredAnswer = Output.object({ schema: modelAnswerSchema });

/** What one call to the model came back with: the schema's object when it parsed, and always the raw text. */
interface ModelReply {
  output?: ModelAnswer;
  text: string;
  finishReason: FinishReason | undefined;
  usage: LanguageModelUsage | undefined;
}

type ModelAnswer = z.infer<typeof modelAnswerSchema>;

function tokensOf(usage: LanguageModelUsage | undefined): TokenUsage | undefined {
  // A local server may not count tokens; then nothing is recorded rather than a made-up zero.
  if (usage?.inputTokens === undefined && usage?.outputTokens === undefined) return undefined;
  return { input: usage.inputTokens ?? 0, output: usage.outputTokens ?? 0 };
}

/** The parsed object, or undefined when the model wrote nothing the SDK could read as one. */
function outputOf(result: { output: ModelAnswer }): ModelAnswer | undefined {
  try {
    return result.output;
  } catch (error) {
    if (NoOutputGeneratedError.isInstance(error)) return undefined;
    throw error;
  }
}

/**
 * An engine backed by any AI SDK language model; the provider only decides how the request is sent. The answer is
 * asked for as structured output (OpenAI-compatible: `response_format` json_schema; Anthropic: a forced `json`
 * tool); a model that answers otherwise (prose, markdown, near-miss JSON) is still read by the lenient text
 * parser, and the same evidence checks apply either way. A refusal, a cut-off answer, an empty one, a time-out or a
 * provider failure after the retries is one clear `ANALYSIS_FAILED` (ADR 0302); the caller refunds the quota.
 */
export function createLlmEngine(options: LlmEngineOptions): AnalysisEngine {
  const id = `${options.name}:${modelId(options.model)}`;
  const maxOutputTokens = options.maxOutputTokens ?? 2500;
  const fail = (failure: ModelFailure, detail: string, cause?: unknown) =>
    modelFailureError(failure, id, detail, cause);

  const call = async (prompt: BuiltPrompt, signal: AbortSignal): Promise<ModelReply> => {
    try {
      const result = await generateText({
        model: options.model,
        system: prompt.system,
        prompt: prompt.user,
        output: structuredAnswer,
        temperature: 0,
        maxOutputTokens,
        // Retries are ours (withRetries): the SDK's own would wait 2 s, 4 s… whatever the deadline.
        maxRetries: 0,
        abortSignal: signal,
      });
      return {
        output: outputOf(result),
        text: result.text,
        finishReason: result.finishReason,
        usage: result.usage,
      };
    } catch (error) {
      // Not JSON, or not the schema's: the text is still the model's answer (or its refusal, or a cut-off).
      if (NoObjectGeneratedError.isInstance(error))
        return { text: error.text ?? '', finishReason: error.finishReason, usage: error.usage };
      throw error;
    }
  };

  return {
    name: options.name,
    id,
    async analyze(input): Promise<EngineAnswer> {
      const prompt = buildPrompt({ ...input, promptTokens: options.promptTokens ?? maxPromptTokens });
      let reply: ModelReply;
      try {
        reply = await withRetries((signal) => call(prompt, signal), {
          maxRetries: options.maxRetries ?? 2,
          baseDelayMs: options.retryDelayMs ?? 1000,
          maxDelayMs: 8000,
          deadline: Date.now() + options.timeoutMs,
          signal: input.signal,
        });
      } catch (error) {
        if (!(error instanceof RetriesExhausted)) throw error;
        throw fail(
          classifyCallFailure(error, Math.max(1, Math.round(options.timeoutMs / 1000))),
          error.message,
          error.last,
        );
      }
      const usage = tokensOf(reply.usage);
      const spent = `${reply.usage?.inputTokens ?? '?'} in / ${reply.usage?.outputTokens ?? '?'} out`;
      if (reply.finishReason === 'content-filter')
        throw fail({ kind: 'refused' }, `${spent}; said: ${reply.text.slice(0, 300)}`);
      // Cut off, even an answer that parses is missing its end (Claude's cut tool input is valid JSON).
      if (reply.finishReason === 'length') throw fail({ kind: 'truncated', maxOutputTokens }, spent);
      if (!reply.output && !reply.text.trim())
        throw fail({ kind: 'empty' }, `${spent}; finish ${reply.finishReason}`);
      // The schema's object, else the lenient reading (JSON in prose, markdown sections), else the raw text.
      const draft = reply.output ?? parseModelText(reply.text);
      const analysis = draft ? finish(draft, input, prompt) : rawOutput(reply.text);
      // Items whose every quote failed the check leave nothing true to show: not an answer to charge for.
      if (draft && itemCount(draft) > 0 && itemCount(analysis) === 0)
        throw fail(
          { kind: 'unverified' },
          `${spent}; ${itemCount(draft)} items, no quote found in the filing`,
        );
      return { ...analysis, ...(usage ? { usage } : {}) };
    },
  };
}
