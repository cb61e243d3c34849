import { describe, expect, it } from 'vitest';
import { createAnalysisEngine } from './engines/create-engine.ts';
import { engineLabel } from './types.ts';

describe('which engine wrote an analysis', () => {
  it('labels the evidence engine for what it is, and a model by its name', () => {
    expect(engineLabel('extractive')).toBe("Evidence engine — extracts and ranks the filing's own sentences");
    expect(engineLabel('openai:gpt-4o-mini')).toBe('AI (gpt-4o-mini)');
    expect(engineLabel('anthropic:claude-3-5-haiku-latest')).toBe('AI (claude-3-5-haiku-latest)');
    expect(engineLabel('openai')).toBe('AI (model not recorded)');
  });

  it('keys each model apart, so a changed ANALYSIS_MODEL never serves another model’s cached answers', () => {
    const engine = (model: string) =>
      createAnalysisEngine({ ANALYSIS_ENGINE: 'openai', OPENAI_API_KEY: 'k', ANALYSIS_MODEL: model });
    expect(engine('gpt-4o-mini').id).toBe('openai:gpt-4o-mini');
    expect(engine('llama3.1:8b').id).toBe('openai:llama3.1:8b');
    expect(createAnalysisEngine({ ANALYSIS_ENGINE: 'extractive' }).id).toBe('extractive');
  });
});
