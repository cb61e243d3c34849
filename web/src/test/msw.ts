import type { BodyOf, ClientResult, Endpoint } from '@contract/endpoint';
import type { ErrorCode } from '@contract/errors';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The fake API of web tests, typed from `contract/`: `mockEndpoint(getLists, () => ({ lists: [] }))` answers
 * `GET /api/lists` until the test ends. A resolver must return the endpoint's response type (or `apiError(…)`),
 * so a test cannot keep answering a field the server renamed. Started for every web test in `setup.ts`.
 */
export const mswServer = setupServer();

export interface MockedCall<E extends Endpoint> {
  params: Record<string, string>;
  query: URLSearchParams;
  body: BodyOf<E>;
  headers: Headers;
}

interface ErrorReply {
  readonly kind: 'api-error';
  status: number;
  body: { error: string; code: ErrorCode };
}

/** The server's `{ error, code }` answer with its status. */
export function apiError(status: number, code: ErrorCode, error: string): ErrorReply {
  return { kind: 'api-error', status, body: { error, code } };
}

export type Resolver<E extends Endpoint> = (
  call: MockedCall<E>,
) => ClientResult<E> | ErrorReply | Promise<ClientResult<E> | ErrorReply>;

function isErrorReply(value: unknown): value is ErrorReply {
  return typeof value === 'object' && value !== null && (value as ErrorReply).kind === 'api-error';
}

/** Answers the endpoint with the resolver; returns the calls it received (params, query, parsed body, headers). */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  resolver: Resolver<E>,
  options: { status?: number } = {},
): { calls: MockedCall<E>[] } {
  const calls: MockedCall<E>[] = [];
  const handler = http[endpoint.method](`*/api${endpoint.path}`, async ({ request, params }) => {
    const text = await request.text();
    const call: MockedCall<E> = {
      params: params as Record<string, string>,
      query: new URL(request.url).searchParams,
      body: (text ? JSON.parse(text) : undefined) as BodyOf<E>,
      headers: request.headers,
    };
    calls.push(call);
    const reply = await resolver(call);
    if (isErrorReply(reply)) return HttpResponse.json(reply.body, { status: reply.status });
    if (reply === undefined) return new HttpResponse(null, { status: endpoint.status ?? 204 });
    return HttpResponse.json(reply as object, { status: options.status ?? endpoint.status ?? 200 });
  });
  mswServer.use(handler);
  return { calls };
}
