import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';
import { API_ENDPOINTS } from '../../contract/api.ts';
import { ERROR_STATUS, type ServerErrorCode } from '../../contract/errors.ts';
import { openApiPath } from './openapi-document.ts';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        'x-auth'?: string;
        responses: Record<
          string,
          { content?: Record<string, { schema: { properties?: Record<string, { enum?: string[] }> } }> }
        >;
      }
    >
  >;
};

describe('the public API document', async () => {
  const t = await createTestApp();
  const response = await t.app.request('/api/openapi.json');
  const document = (await response.json()) as Document;

  it('is public JSON generated from the contract, with each route and its error codes', () => {
    expect(response.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    const save = document.paths['/api/saved-companies']?.post;
    expect(Object.keys(save?.responses ?? {})).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
    const codes = (status: string) =>
      save?.responses[status]?.content?.['application/json']?.schema.properties?.code?.enum;
    expect(codes('400')).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'MALFORMED_JSON']));
    expect(codes('401')).toEqual(['UNAUTHORIZED']);
    expect(codes('403')).toEqual(expect.arrayContaining(['PLAN_LIMIT', 'CSRF_REJECTED']));
    expect(codes('404')).toEqual(expect.arrayContaining(['LIST_NOT_FOUND']));
  });

  it('documents each error code under the status it is answered with, 5xx included', () => {
    for (const methods of Object.values(document.paths)) {
      for (const op of Object.values(methods)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          for (const code of answer?.content?.['application/json']?.schema.properties?.code?.enum ?? []) {
            expect({ code, status: Number(status) }).toEqual({
              code,
              status: ERROR_STATUS[code as ServerErrorCode],
            });
          }
        }
      }
    }
    const analyse = document.paths['/api/analysis']?.post;
    expect(analyse?.responses['502']?.content?.['application/json']?.schema.properties?.code?.enum).toContain(
      'ANALYSIS_FAILED',
    );
    expect(document.paths['/api/companies/{ticker}']?.get).toBeDefined();
  });

  it('describes the API-token routes as session only, as they answer (an API token gets 403 SESSION_REQUIRED)', () => {
    const list = document.paths['/api/tokens']?.get;
    expect(list?.['x-auth']).toBe('session');
    expect(list?.security).toEqual([{ session: [] }]);
    expect(list?.responses['401']?.content?.['application/json']?.schema.properties?.code?.enum).toEqual([
      'UNAUTHORIZED',
    ]);
    expect(list?.responses['403']?.content?.['application/json']?.schema.properties?.code?.enum).toContain(
      'SESSION_REQUIRED',
    );
  });

  it('documents the API-token rate limit (429 RATE_LIMITED with Retry-After) on every route a token may call, only there', () => {
    const me = document.paths['/api/me']?.get;
    expect(me?.security).toEqual([{ session: [] }, { apiToken: [] }]);
    const limited = me?.responses['429'] as {
      description: string;
      headers: Record<string, { schema: { type: string } }>;
      content: Record<string, { schema: { properties: { code: { enum: string[] } } } }>;
    };
    expect(limited.description).toContain('over 120 calls with this API token');
    expect(limited.headers['Retry-After']?.schema.type).toBe('integer');
    expect(limited.content['application/json']?.schema.properties.code.enum).toEqual(['RATE_LIMITED']);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const described = (op.responses['429'] as { description?: string } | undefined)?.description ?? '';
        expect({ route: `${method} ${path}`, limited: described.includes('with this API token') }).toEqual({
          route: `${method} ${path}`,
          limited: op['x-auth'] === 'user',
        });
      }
    }
  });

  it('has a readable reference page under the app security headers, with no script', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<code>/api/saved-companies</code>');
    expect(html).toContain('PLAN_LIMIT');
    expect(html).not.toMatch(/<script|<link|(src|href)="https?:/i);
  });

  it('describes every product route the server registers (a missing route fails, named)', () => {
    const documented = new Set(API_ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${openApiPath(e.path)}`));
    const registered = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/auth/') && r.path !== '/api/*')
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${openApiPath(r.path.slice('/api'.length))}`),
    );
    const missing = [...registered].filter((route) => !documented.has(route));
    expect(missing, 'routes missing from contract/ (add them to the feature contract)').toEqual([]);
    const phantom = [...documented].filter((route) => !registered.has(route));
    expect(phantom, 'documented routes the server does not register').toEqual([]);
  });
});
