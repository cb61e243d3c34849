import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '#server/log.ts';
import { defineEndpoint, empty } from '../../contract/endpoint.ts';
import { id, timestamp } from '../../contract/fields.ts';
import { AppError } from './app-error.ts';
import { createErrorHandler } from './error-handler.ts';
import { contractRoutes } from './route.ts';

const thing = z.object({ id, name: z.string(), created_at: timestamp });
const updateThing = defineEndpoint({
  method: 'patch',
  path: '/things/:id',
  summary: 'test',
  tags: [],
  auth: 'user',
  params: z.object({ id }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ thing }),
  errors: [],
});
const deleteThing = defineEndpoint({
  method: 'delete',
  path: '/things/:id',
  summary: 'test',
  tags: [],
  auth: 'public',
  params: z.object({ id }),
  response: empty,
  errors: [],
});
const ID = '6a4e8d4a-4f5e-4a36-9a77-1f1f7bb0b2a1';

function app(options: { checkResponses: boolean; name?: unknown }) {
  const hono = new Hono();
  hono.onError(createErrorHandler(createLogger('silent')));
  const requireUser: MiddlewareHandler = async (c, next) => {
    if (!c.req.header('x-user')) throw AppError.unauthorized();
    await next();
  };
  const route = contractRoutes(hono, { requireUser, checkResponses: options.checkResponses });
  route(updateThing, (_c, { params, body }) => ({
    thing: { id: params.id, name: (options.name ?? body.name) as string, created_at: new Date(0) },
  }));
  route(deleteThing, () => {});
  return hono;
}

const patch = (hono: Hono, path: string, body: string, type = 'application/json') =>
  hono.request(path, { method: 'PATCH', body, headers: { 'content-type': type, 'x-user': '1' } });

describe('contractRoutes', () => {
  it('adds the auth the endpoint names, validates, and answers the codec output (a Date becomes ISO text)', async () => {
    const hono = app({ checkResponses: true });
    expect((await hono.request(`/things/${ID}`, { method: 'PATCH' })).status).toBe(401);
    const ok = await patch(hono, `/things/${ID}`, '{"name":"A"}');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ thing: { id: ID, name: 'A', created_at: '1970-01-01T00:00:00.000Z' } });
    expect((await hono.request(`/things/${ID}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("keeps the API's error texts: bad params 404, bad body 400, not JSON 415, malformed 400", async () => {
    const hono = app({ checkResponses: true });
    expect(await (await patch(hono, '/things/nope', '{"name":"A"}')).json()).toEqual({
      error: 'Not found',
      code: 'NOT_FOUND',
    });
    const invalid = await patch(hono, `/things/${ID}`, '{"name":""}');
    expect(invalid.status).toBe(400);
    const refused = (await invalid.json()) as { error: string; code: string };
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.error).toMatch(/^Invalid request: name: /);
    expect((await patch(hono, `/things/${ID}`, 'name=A', 'text/plain')).status).toBe(415);
    const malformed = await patch(hono, `/things/${ID}`, '{"name":');
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body.', code: 'MALFORMED_JSON' });
  });

  it('with checkResponses, an answer outside the contract fails loudly instead of reaching the client', async () => {
    const checked = await patch(app({ checkResponses: true, name: 42 }), `/things/${ID}`, '{"name":"A"}');
    expect(checked.status).toBe(500);
    const unchecked = await patch(app({ checkResponses: false, name: 42 }), `/things/${ID}`, '{"name":"A"}');
    expect(unchecked.status).toBe(200);
  });

  it('under checkResponses, fails a route that answers a code its contract does not list; listed codes pass', async () => {
    const listsPlanLimit = defineEndpoint({ ...deleteThing, path: '/limited/:id', errors: ['PLAN_LIMIT'] });
    for (const checkResponses of [true, false]) {
      const hono = new Hono();
      hono.onError(createErrorHandler(createLogger('silent')));
      const route = contractRoutes(hono, { requireUser: (_c, next) => next(), checkResponses });
      route(deleteThing, () => {
        throw AppError.forbidden('No more.', 'PLAN_LIMIT');
      });
      route(listsPlanLimit, async () => {
        throw AppError.forbidden('No more.', 'PLAN_LIMIT');
      });
      const unlisted = await hono.request(`/things/${ID}`, { method: 'DELETE' });
      expect(unlisted.status).toBe(checkResponses ? 500 : 403);
      expect((await hono.request(`/limited/${ID}`, { method: 'DELETE' })).status).toBe(403);
      // A code every route may answer (here the validator's 404) needs no listing.
      expect((await hono.request('/limited/nope', { method: 'DELETE' })).status).toBe(404);
    }
  });
});
