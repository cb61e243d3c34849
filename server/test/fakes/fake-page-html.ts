import type { IncomingMessage, ServerResponse } from 'node:http';

/** Plain HTML for the sign-in and DNS fakes' pages: enough for a person demoing offline mode, or Playwright. */

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#111}' +
  'label{display:block;margin:.8rem 0 .2rem}input{font:inherit;width:100%;padding:.5rem;box-sizing:border-box}' +
  'button{font:inherit;padding:.6rem 1.2rem;margin:1rem 0;border-radius:.4rem;border:1px solid #1d4ed8;' +
  'background:#1d4ed8;color:#fff;cursor:pointer}code{word-break:break-all}[role=alert]{color:#b91c1c}' +
  'table{border-collapse:collapse;width:100%}td,th{text-align:left;border-bottom:1px solid #ddd;padding:.3rem}';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(html);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
