import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders inside a fresh query client (no retries) and a router, as the app does. */
export function renderWithQuery(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

export interface StubbedCall {
  method: string;
  /** The path alone, e.g. '/api/lists'. */
  path: string;
  url: URL;
  body: unknown;
}

/** A `fetch` stub answering JSON by method and URL (sync or async); records each call. */
export function stubFetch(answer: (method: string, url: URL, body: unknown) => Reply | Promise<Reply>) {
  const calls: StubbedCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const { status = 200, body: reply, headers } = await answer(method, url, body);
    return new Response(reply === undefined ? null : JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { calls, fetchStub };
}
