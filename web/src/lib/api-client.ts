import type { ErrorCode } from '@contract/errors';

const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please sign in.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

/** An API failure carrying the server's `{error, code}` text and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const API_BASE = '/api';

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readErrorBody(response: Response): Promise<{ message: string; code?: ErrorCode }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      // Typed, not checked: the list of codes stays out of the landing bundle; the server only sends listed codes.
      const code = 'code' in body && typeof body.code === 'string' ? (body.code as ErrorCode) : undefined;
      return { message: body.error, code };
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return { message: UNKNOWN_ERROR_MESSAGE };
}

/**
 * One call to `/api`, answered as the response itself once it is a success (a file to save reads it so); a
 * failure throws the `ApiError`. A `FormData` body goes as multipart (the browser writes its boundary).
 */
export async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(path, options.query), init);

  if (!response.ok) {
    const { message, code } = await readErrorBody(response);
    // The spec's own wording for a missing or expired session, whatever the server said.
    if (response.status === 401) throw new ApiError(401, AUTH_REQUIRED_MESSAGE, code ?? 'UNAUTHORIZED');
    throw new ApiError(response.status, message, code);
  }
  return response;
}

/**
 * One JSON call to `/api`: the core of the contract client `callApi`, and of the few calls to Better Auth's own
 * endpoints, which are not in the contract.
 */
export async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, UNKNOWN_ERROR_MESSAGE, 'INVALID_RESPONSE');
  }
}
