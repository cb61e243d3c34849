import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from 'ai';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import { verifyAnalysis } from '../../evidence.ts';
import { markNewRisks } from '../../new-risks.ts';
import { applyTitleFallbacks } from '../../titles.ts';
import {
  type Analysis,
  type AnalysisEngine,
  type AnalysisInput,
  type AnalysisItem,
  type EngineName,
  rawOutputTitle,
} from '../../types.ts';
import { type DraftAnalysis, type DraftItem, parseModelText } from './parse-response.ts';
import { type BuiltPrompt, buildPrompt } from './prompt.ts';

export interface LlmEngineOptions {
  name: Exclude<EngineName, 'extractive'>;
  model: LanguageModel;
  timeoutMs: number;
  maxOutputTokens?: number;
}

export const analysisFailedMessage = 'Failed to analyze filing';

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

/** Model answer → analysis: parse (JSON, else markdown, else raw text), verify every quote, fix generic titles. */
export function interpretModelText(raw: string, input: AnalysisInput, prompt: BuiltPrompt): Analysis {
  const draft = parseModelText(raw);
  if (!draft) {
    return {
      keyInitiatives: [
        { title: rawOutputTitle, description: raw.trim() || '(empty answer)', evidence: null },
      ],
      riskFactors: [],
      positioningOpportunities: [],
      conversationStarters: [],
    };
  }
  return finish(draft, input, prompt);
}

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

/**
 * An engine backed by any AI SDK language model; the provider only decides how the request is sent. The answer is
 * asked for as structured output; a model that answers otherwise (prose, markdown, near-miss JSON) is still read
 * by the lenient text parser, and the same evidence checks apply either way.
 */
export function createLlmEngine(options: LlmEngineOptions): AnalysisEngine {
  return {
    name: options.name,
    id: `${options.name}:${modelId(options.model)}`,
    async analyze(input) {
      const prompt = buildPrompt(input);
      try {
        const result = await generateText({
          model: options.model,
          system: prompt.system,
          prompt: prompt.user,
          output: structuredAnswer,
          temperature: 0,
          maxOutputTokens: options.maxOutputTokens ?? 2500,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(options.timeoutMs),
        });
        return finish(result.output, input, prompt);
      } catch (error) {
        if (NoObjectGeneratedError.isInstance(error))
          return interpretModelText(error.text ?? '', input, prompt);
        throw new AppError('ANALYSIS_FAILED', 502, analysisFailedMessage, {
          cause: error,
          detail: `${options.name} model call failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },
  };
}
