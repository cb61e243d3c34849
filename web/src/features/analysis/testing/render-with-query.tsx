import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders inside a fresh query client (no retries) and a router, as the dashboard does. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/** A `fetch` stub answering JSON by method and path; records each call. */
export function stubFetch(answer: (method: string, path: string, body: unknown) => Answer) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const { status = 200, body: reply } = await answer(method, url.pathname, body);
    return new Response(reply === undefined ? null : JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchStub };
}
