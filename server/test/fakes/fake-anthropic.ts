import { type FakeLlmServer, startScriptedLlmServer } from './fake-llm-server.ts';

/** Anthropic's `/v1/messages` endpoint. */
export function startFakeAnthropic(): Promise<FakeLlmServer> {
  return startScriptedLlmServer('/v1/messages', (text, request) => ({
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: String(request.model ?? 'fake-model'),
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 50 },
  }));
}
