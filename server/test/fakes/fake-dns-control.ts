import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, htmlPage, readBody, sendHtml } from './fake-page-html.ts';

/**
 * The fake DNS server's control page, for offline mode: `GET /` lists the TXT records and has a form to publish
 * one; `POST /records` (a form, or JSON `{"name","value"}`) adds a value to a name, so a person demoing domain
 * verification can "publish" the record the app asks for.
 */

export interface DnsControl {
  url: string;
  close(): Promise<void>;
}

interface DnsRecords {
  records(): [string, string[]][];
  add(name: string, value: string): { name: string; values: string[] };
}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;
const MAX_VALUE_LENGTH = 1024;

export async function startDnsControl(
  port: number,
  host: string,
  dnsServer: string,
  records: DnsRecords,
): Promise<DnsControl> {
  const server = createServer((req, res) => {
    handle(req, res, dnsServer, records).catch((error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, dnsServer: string, records: DnsRecords) {
  const path = new URL(req.url ?? '/', 'http://fake-dns').pathname;
  if (req.method === 'GET' && path === '/')
    return sendHtml(res, 200, controlPage(dnsServer, records.records()));
  if (req.method !== 'POST' || path !== '/records')
    return sendHtml(res, 404, htmlPage('Not found', 'Not found'));

  const json = req.headers['content-type']?.includes('application/json') ?? false;
  const body = await readBody(req);
  let input: { name?: unknown; value?: unknown };
  try {
    input = json ? (JSON.parse(body) as typeof input) : Object.fromEntries(new URLSearchParams(body));
  } catch {
    input = {};
  }
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const value = typeof input.value === 'string' ? input.value.trim() : '';
  const problem = recordProblem(name, value);
  if (problem) {
    if (json) return sendJson(res, 400, { error: problem });
    return sendHtml(res, 400, controlPage(dnsServer, records.records(), { problem, name, value }));
  }
  const added = records.add(name, value);
  if (json) return sendJson(res, 201, added);
  res.writeHead(303, { location: '/' }).end();
}

function recordProblem(name: string, value: string): string | null {
  const labels = name.replace(/\.$/, '').split('.');
  if (name.length > 253 || !labels.every((label) => LABEL.test(label))) {
    return 'The name must be a DNS name, such as _10kai-challenge.example.com.';
  }
  if (value === '' || value.length > MAX_VALUE_LENGTH) {
    return `The value must be between 1 and ${MAX_VALUE_LENGTH} characters.`;
  }
  return null;
}

function controlPage(
  dnsServer: string,
  records: [string, string[]][],
  form: { problem?: string; name?: string; value?: string } = {},
): string {
  const rows = records.flatMap(([name, values]) =>
    values.map(
      (value) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td><code>${escapeHtml(value)}</code></td></tr>`,
    ),
  );
  return htmlPage(
    'Fake DNS',
    `<h1>Fake DNS</h1>
<p>A local DNS server (UDP <code>${escapeHtml(dnsServer)}</code>, the app's <code>DNS_SERVERS</code>). To verify a team's
domain offline, publish here the TXT record the app shows: name <code>_10kai-challenge.&lt;domain&gt;</code>, value
<code>10kai-verification=&lt;token&gt;</code>.</p>
${form.problem ? `<p role="alert">${escapeHtml(form.problem)}</p>` : ''}
<form method="post" action="/records">
<label for="name">Name</label>
<input id="name" name="name" required placeholder="_10kai-challenge.example.com" value="${escapeHtml(form.name ?? '')}">
<label for="value">Value</label>
<input id="value" name="value" required placeholder="10kai-verification=…" value="${escapeHtml(form.value ?? '')}">
<button type="submit">Publish TXT record</button>
</form>
<h2>TXT records</h2>
${rows.length > 0 ? `<table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>None yet.</p>'}`,
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
