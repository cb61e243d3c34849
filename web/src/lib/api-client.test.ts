import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('calls same-origin /api with credentials and a JSON body', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    await expect(
      request('POST', '/companies/save', { id: 1 }, { query: { a: 'x', b: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/companies/save?a=x');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"id":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("maps an {error, code} body to ApiError with the server's text", async () => {
    mockFetch(
      new Response(JSON.stringify({ error: 'Company not found', code: 'NOT_FOUND' }), { status: 404 }),
    );
    const error = await request('GET', '/companies/1', undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Company not found', code: 'NOT_FOUND' });
  });

  it("says 'Unknown error' when the error body cannot be parsed", async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('GET', '/x', undefined)).rejects.toMatchObject({
      status: 502,
      message: 'Unknown error',
    });
  });

  it('uses the spec text on 401', async () => {
    mockFetch(new Response(JSON.stringify({ error: 'no session' }), { status: 401 }));
    await expect(request('GET', '/me', undefined)).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required. Please sign in.',
    });
  });

  it('sends a FormData body as multipart, leaving the boundary to the browser', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const form = new FormData();
    form.set('kind', 'local');
    await request('POST', '/admin/imports', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('returns undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/x', undefined)).resolves.toBeUndefined();
  });
});
