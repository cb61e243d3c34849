import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../log.ts';
import { createErrorHandler } from './error-handler.ts';
import { readJson, readQuery } from './validate.ts';

const app = new Hono();
app.onError(createErrorHandler(createLogger('silent')));
app.post('/echo', async (c) => c.json(await readJson(c, z.object({ name: z.string().min(1) }))));
app.get('/search', (c) => c.json(readQuery(c, z.object({ q: z.string().max(5) }))));

describe('request validation', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body.', code: 'MALFORMED_JSON' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
  });

  it('names the invalid fields', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      body: '{"name":""}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^Invalid request: name: /);
    expect((await app.request('/search?q=toolong')).status).toBe(400);
  });

  it('passes valid input through', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      body: '{"name":"ok"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await response.json()).toEqual({ name: 'ok' });
  });

  it('hides unexpected errors behind a generic 500 without a stack', async () => {
    const failing = new Hono();
    failing.onError(createErrorHandler(createLogger('silent')));
    failing.get('/boom', () => {
      throw new Error('secret internals: select * from users');
    });
    const response = await failing.request('/boom');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"error":"Internal server error","code":"INTERNAL"}');
  });
});
