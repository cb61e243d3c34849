import { type FakeLlmServer, startScriptedLlmServer } from './fake-llm-server.ts';

/**
 * An OpenAI-compatible `/v1/chat/completions` endpoint (what Ollama, vLLM and Azure also speak), answering in
 * OpenAI's wire format: a cut-off answer ends with `finish_reason: "length"`; a refusal has `content: null` and the
 * model's words in `message.refusal`.
 */
export function startFakeOpenAI(): Promise<FakeLlmServer> {
  return startScriptedLlmServer('/v1/chat/completions', ({ text, stop }, request) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: String(request.model ?? 'fake-model'),
    choices: [
      {
        index: 0,
        message:
          stop === 'refusal'
            ? { role: 'assistant', content: null, refusal: text }
            : { role: 'assistant', content: text, refusal: null },
        logprobs: null,
        finish_reason: stop === 'length' ? 'length' : 'stop',
      },
    ],
    usage: {
      prompt_tokens: 100,
      completion_tokens: 50,
      total_tokens: 150,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_fake',
  }));
}
