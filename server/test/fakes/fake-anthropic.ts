import { type FakeLlmServer, type ScriptedText, startScriptedLlmServer } from './fake-llm-server.ts';

/** A JSON answer to a request for structured output; null when the scripted text is not JSON. */
function jsonInput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function content({ text, stop }: ScriptedText, asTool: boolean): { type: string; [key: string]: unknown }[] {
  // Cut off inside the forced tool call, Claude's block holds only what it had written: here, nothing whole.
  if (asTool && stop === 'length') return [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} }];
  const input = asTool && !stop ? jsonInput(text) : null;
  return input !== null && typeof input === 'object'
    ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input }]
    : [{ type: 'text', text }];
}

const stopReasons = { length: 'max_tokens', refusal: 'refusal' } as const;

/**
 * Anthropic's `/v1/messages` endpoint, in its wire format. Asked for structured output (the AI SDK sends a forced
 * `json` tool), a JSON script is answered the way Claude does, as that tool's input; any other script as plain text.
 * A cut-off answer ends with `stop_reason: "max_tokens"`, a refusal with `stop_reason: "refusal"`.
 */
export function startFakeAnthropic(): Promise<FakeLlmServer> {
  return startScriptedLlmServer('/v1/messages', (reply, request) => {
    const tools = Array.isArray(request.tools) ? (request.tools as { name?: string }[]) : [];
    const blocks = content(
      reply,
      tools.some((tool) => tool.name === 'json'),
    );
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: String(request.model ?? 'fake-model'),
      content: blocks,
      stop_reason: reply.stop
        ? stopReasons[reply.stop]
        : blocks[0]!.type === 'tool_use'
          ? 'tool_use'
          : 'end_turn',
      stop_sequence: null,
      usage: {
        input_tokens: 100,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        output_tokens: 50,
        service_tier: 'standard',
      },
    };
  });
}
