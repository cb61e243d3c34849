import { type FakeLlmServer, startScriptedLlmServer } from './fake-llm-server.ts';

/** An OpenAI-compatible `/v1/chat/completions` endpoint (what Ollama, vLLM and Azure also speak). */
export function startFakeOpenAI(): Promise<FakeLlmServer> {
  return startScriptedLlmServer('/v1/chat/completions', (text, request) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: String(request.model ?? 'fake-model'),
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  }));
}
