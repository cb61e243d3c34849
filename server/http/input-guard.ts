import type { Context, Next } from 'hono';
import { AppError } from './app-error.ts';

/**
 * C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL cannot store U+0000 in text or
 * jsonb (the insert fails), and the others are never legitimate in a name, a list, a profile or an e-mail address.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A control character, or a UTF-16 surrogate that is not part of a pair (it cannot be encoded as UTF-8). */
const forbidden = (value: string) =>
  CONTROL.test(value) || !(value as string & { isWellFormed(): boolean }).isWellFormed();

const INVALID_CHARACTERS_MESSAGE =
  'The request contains characters that are not allowed (control characters or invalid Unicode).';

const MAX_DEPTH = 64;

export function hasForbiddenCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return forbidden(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasForbiddenCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => forbidden(key) || hasForbiddenCharacters(item, depth + 1),
  );
}

function invalid(): AppError {
  return new AppError('INVALID_CHARACTERS', INVALID_CHARACTERS_MESSAGE);
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The one gate every API request passes before any route or Better Auth sees it: the query string, and JSON or
 * form bodies, may not carry control characters, lone surrogates or invalid UTF-8. Malformed JSON is left for the
 * route to refuse in its own words. The body is read through Hono's cache, so routes can still read it.
 */
export function inputGuard(): (c: Context, next: Next) => Promise<void> {
  // Not async for the common case: a read without a query string passes with no promise of its own.
  return (c, next) => {
    // Most reads carry no query string; parsing an empty one on every request is measurable.
    if (c.req.url.includes('?') && hasForbiddenCharacters(c.req.queries())) throw invalid();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.raw.body === null) return next();
    return checkBody(c, next);
  };
}

async function checkBody(c: Context, next: Next): Promise<void> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const isJson = type.includes('json');
  const isForm = type.includes('application/x-www-form-urlencoded');
  if (!isJson && !isForm) return next();

  const bytes = await c.req.arrayBuffer();
  // Reading consumed the request's stream: hand later readers (route body limits, Better Auth) a fresh one.
  c.req.raw = new Request(c.req.raw.url, {
    method: c.req.raw.method,
    headers: c.req.raw.headers,
    body: bytes,
    signal: c.req.raw.signal,
  });
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw invalid();
  }
  if (isForm) {
    if (hasForbiddenCharacters([...new URLSearchParams(text)])) throw invalid();
    return next();
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return next();
  }
  if (hasForbiddenCharacters(body)) throw invalid();
  return next();
}
