import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Config } from '#server/config.ts';
import type { AnalysisEngine, EngineName } from '../types.ts';
import { createExtractiveEngine } from './extractive/extractive-engine.ts';
import { createLlmEngine, type LlmEngineOptions } from './llm/llm-engine.ts';

export type EngineConfig = Pick<Config, 'ANALYSIS_ENGINE'> &
  Partial<
    Pick<
      Config,
      | 'ANALYSIS_MODEL'
      | 'OPENAI_BASE_URL'
      | 'OPENAI_API_KEY'
      | 'ANTHROPIC_BASE_URL'
      | 'ANTHROPIC_API_KEY'
      | 'ANALYSIS_TIMEOUT_SECONDS'
      | 'ANALYSIS_MAX_RETRIES'
      | 'ANALYSIS_PROMPT_TOKENS'
      | 'ANALYSIS_MAX_OUTPUT_TOKENS'
    >
  >;

/** What tests tune beyond the configuration: a short time-out, a short back-off. */
type EngineTuning = Partial<Pick<LlmEngineOptions, 'timeoutMs' | 'retryDelayMs'>>;

const defaultModels = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

/** The AI model `ANALYSIS_ENGINE` names, as its adapter sends requests; what else writes over a filing uses it too. */
export interface ConfiguredModel {
  name: Exclude<EngineName, 'extractive'>;
  model: LanguageModel;
}

/** The configured model, or null for the evidence engine (the default, needing no keys). */
export function configuredModel(config: EngineConfig): ConfiguredModel | null {
  switch (config.ANALYSIS_ENGINE) {
    case 'openai': {
      // `.chat()` speaks /chat/completions, which every OpenAI-compatible server (Azure, Ollama, vLLM) has.
      const openai = createOpenAI({
        baseURL: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY ?? 'not-needed',
      });
      return { name: 'openai', model: openai.chat(config.ANALYSIS_MODEL ?? defaultModels.openai) };
    }
    case 'anthropic': {
      const anthropic = createAnthropic({
        baseURL: config.ANTHROPIC_BASE_URL,
        apiKey: config.ANTHROPIC_API_KEY,
      });
      return { name: 'anthropic', model: anthropic(config.ANALYSIS_MODEL ?? defaultModels.anthropic) };
    }
    default:
      return null;
  }
}

/** The engine `ANALYSIS_ENGINE` names; `extractive` needs nothing and is the default. */
export function createAnalysisEngine(config: EngineConfig, tuning: EngineTuning = {}): AnalysisEngine {
  const limits = {
    timeoutMs: tuning.timeoutMs ?? (config.ANALYSIS_TIMEOUT_SECONDS ?? 90) * 1000,
    retryDelayMs: tuning.retryDelayMs,
    maxRetries: config.ANALYSIS_MAX_RETRIES,
    promptTokens: config.ANALYSIS_PROMPT_TOKENS,
    maxOutputTokens: config.ANALYSIS_MAX_OUTPUT_TOKENS,
  };
  const configured = configuredModel(config);
  return configured ? createLlmEngine({ ...configured, ...limits }) : createExtractiveEngine();
}
