import { type FakeLlmServer, startScriptedLlmServer } from './fake-llm-server.ts';

/** A JSON answer to a request for structured output; null when the scripted text is not JSON. */
function jsonInput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Anthropic's `/v1/messages` endpoint. Asked for structured output (the AI SDK sends a forced `json` tool), a JSON
 * script is answered the way Claude does, as that tool's input; any other script as plain text.
 */
export function startFakeAnthropic(): Promise<FakeLlmServer> {
  return startScriptedLlmServer('/v1/messages', (text, request) => {
    const tools = Array.isArray(request.tools) ? (request.tools as { name?: string }[]) : [];
    const input = tools.some((tool) => tool.name === 'json') ? jsonInput(text) : null;
    const content =
      input !== null && typeof input === 'object'
        ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input }]
        : [{ type: 'text', text }];
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: String(request.model ?? 'fake-model'),
      content,
      stop_reason: content[0]!.type === 'tool_use' ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 50 },
    };
  });
}
