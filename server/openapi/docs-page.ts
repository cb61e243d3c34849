import type { OpenApiDocument } from './openapi-document.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  summary: string;
  tags: string[];
  'x-auth': string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

function renderOperation(method: string, path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body</h4>${json(op.requestBody.content['application/json'].schema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const [type, content] = Object.entries(response.content ?? {})[0] ?? [];
      return `<h4>${escapeHtml(status)} · ${escapeHtml(response.description)}${type ? ` · <code>${escapeHtml(type)}</code>` : ''}</h4>${content?.schema ? json(content.schema) : ''}`;
    })
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section id="${id}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(op.summary)} <span class="auth">auth: ${escapeHtml(op['x-auth'])}</span></p>${params}${body}${responses}</section>`;
}

/**
 * The reference page at `/api/docs`: plain HTML rendered from the OpenAPI document, with inline styles only (the
 * app's CSP allows them) and no script, so it works under the same security headers as every page.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
h2{border-bottom:1px solid #ddd;margin-top:2.5rem}section{margin:1.5rem 0;padding:0 0 1rem;border-bottom:1px solid #eee}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#0b5}.auth{color:#666;font-size:.9em}
pre{background:#f6f6f6;padding:.75rem;overflow:auto;font-size:13px}table{border-collapse:collapse}
td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
</style></head><body>
<h1>${escapeHtml(document.info.title)} reference</h1>
<p>${escapeHtml(document.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}
</body></html>`;
}
