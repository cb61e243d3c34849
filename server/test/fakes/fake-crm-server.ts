import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A failure a fake CRM plays for the next matching request(s): an HTTP status (429 with Retry-After, 500, 401) or a
 * delay before the normal answer ("slow"). `path` is the end of the request path; `times` defaults to 1.
 */
export interface CrmFault {
  path?: string;
  method?: string;
  status?: number;
  retryAfter?: number;
  delayMs?: number;
  body?: unknown;
  times?: number;
  /** Do the work first, then answer with the fault: the request took effect but the caller sees a failure. */
  afterWork?: boolean;
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** JSON or form body, parsed. */
  body: Record<string, unknown>;
  bearer: string | null;
}

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };

/** The shared machinery of the fake Salesforce and fake HubSpot: a node:http server with scripted faults. */
export abstract class FakeCrmServer {
  url = '';
  private server: Server | null = null;
  private faults: CrmFault[] = [];
  readonly requests: { method: string; path: string }[] = [];

  fault(...faults: CrmFault[]): void {
    this.faults.push(...faults);
  }

  clearFaults(): void {
    this.faults = [];
  }

  protected abstract handle(request: FakeRequest): FakeReply | Promise<FakeReply>;
  protected abstract snapshot(): unknown;
  abstract reset(): void;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      this.serve(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private takeFault(method: string, path: string): CrmFault | null {
    const index = this.faults.findIndex(
      (fault) => (!fault.path || path.endsWith(fault.path)) && (!fault.method || fault.method === method),
    );
    if (index < 0) return null;
    const fault = this.faults[index]!;
    const times = (fault.times ?? 1) - 1;
    if (times <= 0) this.faults.splice(index, 1);
    else this.faults[index] = { ...fault, times };
    return fault;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const contentType = req.headers['content-type'] ?? '';
    let body: Record<string, unknown> = {};
    if (text) {
      body = contentType.includes('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : (JSON.parse(text) as Record<string, unknown>);
    }
    const send = (reply: FakeReply) => {
      if (res.destroyed) return;
      if (reply.status === 302 && reply.headers?.location) {
        res.writeHead(302, reply.headers);
        res.end();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    };

    if (url.pathname.startsWith('/__control')) {
      if (url.pathname === '/__control/fault' && method === 'POST') this.fault(body as CrmFault);
      else if (url.pathname === '/__control/reset' && method === 'POST') this.reset();
      return send({ status: 200, body: this.snapshot() });
    }
    this.requests.push({ method, path: url.pathname });
    const fault = this.takeFault(method, url.pathname);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    const authorization = req.headers.authorization ?? '';
    const bearer = authorization.startsWith('Bearer ') ? authorization.slice(7) : null;
    if (fault?.afterWork) await this.handle({ method, url, headers: req.headers, body, bearer });
    if (fault?.status) {
      return send({
        status: fault.status,
        body: fault.body ?? { message: `fake fault ${fault.status}` },
        headers: fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : undefined,
      });
    }
    send(await this.handle({ method, url, headers: req.headers, body, bearer }));
  }
}

let sequence = 0;
export function fakeId(prefix: string, length = 18): string {
  sequence += 1;
  const random = Math.random().toString(36).slice(2);
  return `${prefix}${String(sequence).padStart(4, '0')}${random}`.slice(0, length).padEnd(length, '0');
}
