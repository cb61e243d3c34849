import { generateText, type LanguageModel } from 'ai';
import { AppError } from '../../../http/app-error.ts';
import { verifyAnalysis } from '../../evidence.ts';
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

function toAnalysis(draft: DraftAnalysis, prompt: BuiltPrompt): Analysis {
  const hint = (passage?: string) => prompt.passages.find((p) => p.id === passage)?.passage.span.start ?? 0;
  const evidence = (quote: string, passage?: string) => {
    const start = hint(passage);
    return { section: { key: '', title: '' }, quote: quote || '-', start, end: start };
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
  const verified = verifyAnalysis(input.filing, toAnalysis(draft, prompt));
  return applyTitleFallbacks({
    ...verified,
    keyInitiatives: verified.keyInitiatives.filter((i) => i.title || i.description),
  });
}

/** An engine backed by any AI SDK language model; the provider only decides how the request is sent. */
export function createLlmEngine(options: LlmEngineOptions): AnalysisEngine {
  return {
    name: options.name,
    async analyze(input) {
      const prompt = buildPrompt(input);
      let text: string;
      try {
        const result = await generateText({
          model: options.model,
          system: prompt.system,
          prompt: prompt.user,
          temperature: 0,
          maxOutputTokens: options.maxOutputTokens ?? 2500,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(options.timeoutMs),
        });
        text = result.text;
      } catch (error) {
        throw new AppError('ANALYSIS_FAILED', 502, analysisFailedMessage, {
          cause: error,
          detail: `${options.name} model call failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
      return interpretModelText(text, input, prompt);
    },
  };
}
