import { HttpResponse, http, type JsonBodyType } from 'msw';
import { mswServer } from './msw';

/**
 * Better Auth's own endpoints (`/api/auth/*`) are not in the contract (ADR 0200), so web tests answer them with
 * plain msw handlers, here and nowhere else: `mockAuthEndpoint('post', '/sign-in/email', () => ({ token, user }))`.
 * A resolver returns the JSON body, or a `Response` for anything else: an error status, a `Retry-After` header,
 * `HttpResponse.error()` for a network failure.
 */
export interface AuthCall {
  body: unknown;
}

type Reply = JsonBodyType | Response;

export function mockAuthEndpoint(
  method: 'get' | 'post',
  path: `/${string}`,
  resolver: (call: AuthCall) => Reply | Promise<Reply>,
): { calls: AuthCall[] } {
  const calls: AuthCall[] = [];
  mswServer.use(
    http[method](`*/api/auth${path}`, async ({ request }) => {
      const text = await request.text();
      const call = { body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const reply = await resolver(call);
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  return { calls };
}

/** Better Auth's get-session, asked at each call: the signed-in user with a session, or `null` when signed out. */
export function mockSession(user: () => { id: string; email: string; name: string } | null) {
  return mockAuthEndpoint('get', '/get-session', () => {
    const current = user();
    return current ? { session: { id: 's1' }, user: current } : null;
  });
}
