import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One scripted answer, optionally after a delay: the model's text (`stop` makes it a cut-off answer or a refusal,
 * in the provider's own wire format), a raw HTTP answer (a 429 with its Retry-After, a 5xx), or a dropped connection.
 */
type ScriptedReply = { delayMs?: number } & (
  | ScriptedText
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { drop: true }
);

export interface ScriptedText {
  text: string;
  /** 'length': the output-token limit cut the answer; 'refusal': the model declined. Default: a normal stop. */
  stop?: 'length' | 'refusal';
}

interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeLlmServer {
  /** Base URL including `/v1`, as the AI SDK providers expect it. */
  url: string;
  requests: RecordedRequest[];
  /** Replies used in order; when the queue is empty the default reply answers. */
  enqueue(...replies: ScriptedReply[]): void;
  setDefault(reply: ScriptedReply): void;
  close(): Promise<void>;
}

/** A node:http server on 127.0.0.1 that answers one endpoint with scripted replies shaped by `render`. */
export async function startScriptedLlmServer(
  endpoint: string,
  render: (reply: ScriptedText, request: Record<string, unknown>) => unknown,
): Promise<FakeLlmServer> {
  const queue: ScriptedReply[] = [];
  let fallback: ScriptedReply = { text: '{}' };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method !== 'POST' || path !== endpoint)
      return send(res, 404, { error: { message: `no route ${path}` } });
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    requests.push({ path, headers: req.headers, body });
    const reply = queue.shift() ?? fallback;
    const answer = () => {
      if ('drop' in reply) return res.socket?.destroy();
      if ('text' in reply) return send(res, 200, render(reply, body));
      send(res, reply.status, reply.body, reply.headers);
    };
    if (!reply.delayMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, reply.delayMs);
    timers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
