import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { answerAnalysisPrompt } from './fake-model-answer.ts';
import { answerAskPrompt } from './fake-model-ask.ts';
import { readAnalysisPrompt } from './fake-model-prompt.ts';

/** The model id the fake lists; it answers whatever model a request names. */
export const FAKE_MODEL_NAME = 'offline-fake-model';

const textPart = z.looseObject({ type: z.literal('text'), text: z.string() });
const chatRequest = z.looseObject({
  model: z.string().min(1),
  messages: z
    .array(
      z.looseObject({
        role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
        content: z.union([z.string(), z.array(textPart), z.null()]).optional(),
      }),
    )
    .min(1),
  stream: z.boolean().optional(),
});

export interface FakeModel {
  /** Base URL including `/v1`, as OpenAI-compatible clients expect it. */
  url: string;
  close(): Promise<void>;
}

/** An error body the way OpenAI writes one. */
function openAiError(res: ServerResponse, status: number, message: string, param: string | null = null) {
  send(res, status, { error: { message, type: 'invalid_request_error', param, code: null } });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const tokens = (text: string) => Math.ceil(text.length / 4);

/** The chat completion for a request body, or an OpenAI-style 400 when it is not the analysis prompt. */
function complete(res: ServerResponse, raw: string) {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return openAiError(res, 400, 'We could not parse the JSON body of your request.');
  }
  const parsed = chatRequest.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return openAiError(res, 400, `Invalid request: ${issue.message}`, issue.path.join('.') || null);
  }
  if (parsed.data.stream) return openAiError(res, 400, 'The fake model does not stream.', 'stream');
  const texts = parsed.data.messages
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text).join('')));
  const prompt = texts.map(readAnalysisPrompt).findLast((p) => p !== null);
  const askAnswer = texts.map(answerAskPrompt).findLast((a) => a !== null);
  if (!prompt && !askAnswer) {
    return openAiError(
      res,
      400,
      "The fake model only answers 10Kai's filing analysis (a user message with <seller_product> and <filing_excerpts>) and Ask a filing's prompt.",
      'messages',
    );
  }
  const content = prompt ? JSON.stringify(answerAnalysisPrompt(prompt)) : (askAnswer as string);
  const asked = texts.join('\n');
  send(res, 200, {
    id: `chatcmpl-${createHash('sha256').update(asked).digest('hex').slice(0, 24)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: parsed.data.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: tokens(asked),
      completion_tokens: tokens(content),
      total_tokens: tokens(asked) + tokens(content),
    },
  });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/$/, '');
  if (req.method === 'GET' && path === '/v1/models') {
    return send(res, 200, {
      object: 'list',
      data: [{ id: FAKE_MODEL_NAME, object: 'model', created: 1_700_000_000, owned_by: '10kai' }],
    });
  }
  if (req.method === 'POST' && path === '/v1/chat/completions') {
    return complete(res, Buffer.concat(chunks).toString('utf8'));
  }
  openAiError(res, 404, `Invalid URL (${req.method} ${path || '/'})`);
}

/**
 * A small deterministic stand-in for an OpenAI-compatible model (`POST /v1/chat/completions`, `GET /v1/models`)
 * that answers the app's filing-analysis prompt from the prompt's own excerpts, so `ANALYSIS_ENGINE=openai` works
 * offline. It reads the excerpts as data only: nothing in them changes what it does.
 */
export async function startFakeModel(port = 0): Promise<FakeModel> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: String(error), type: 'server_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
