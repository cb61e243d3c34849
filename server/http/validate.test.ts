import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '#server/log.ts';
import { createErrorHandler } from './error-handler.ts';
import { describeIssues } from './validate.ts';

describe('request validation', () => {
  it('names at most five invalid fields, each by its path', () => {
    const schema = z.object({
      a: z.string(),
      b: z.string(),
      c: z.string(),
      d: z.string(),
      e: z.string(),
      f: z.string(),
      nested: z.object({ name: z.string().min(1, 'is required') }),
    });
    const text = describeIssues(z.safeParse(schema, { a: 'x', nested: { name: '' } }).error?.issues ?? []);
    expect(text.split('; ')).toHaveLength(5);
    expect(text).toMatch(/^b: /);
    expect(describeIssues(z.safeParse(schema.shape.nested, { name: '' }).error?.issues ?? [])).toBe(
      'name: is required',
    );
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
