/** What the main thread asks the embedded database's thread, and what it answers (ADR 0330). */

/** The part of PGlite's query options that can cross threads: parsers are functions, so only identity ones are sent. */
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values come back as Postgres's text, unparsed (Drizzle's parsers for dates and intervals). */
  rawTypes?: number[];
  paramTypes?: number[];
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; options: ThreadQueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Answers with a transaction id once BEGIN has run; statements carrying that id run inside it. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** Answers with a listener id; notifications then arrive as `ThreadNotification`s. */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  /** A consistent dump of the data folder, answered as a transferred ArrayBuffer. */
  | { id: number; op: 'dump'; compression: 'gzip' | 'none' }
  | { id: number; op: 'close' };

interface ThreadNotification {
  notification: number;
  payload: string;
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | ThreadNotification;

/** The thread's first message: the database opened, or why it did not. */
export type ThreadStarted = { started: true } | { started: false; error: SerializedError };

/**
 * A database error's message and its Postgres fields (code, constraint, detail…): structured cloning keeps only an
 * Error's message, and callers branch on `code` (unique violations, serialization failures).
 */
export type SerializedError = { message: string; name: string } & Record<string, string | number | undefined>;

/** Bound values are left out: they may be a user's text or a whole imported file, and the caller has them. */
const LEFT_OUT = new Set(['params', 'queryOptions', 'stack']);

export function serializeError(error: unknown): SerializedError {
  if (typeof error !== 'object' || error === null) return { message: String(error), name: 'Error' };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (LEFT_OUT.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  // PGlite's file system throws Emscripten's ErrnoError, a plain object with a name and an errno but no message.
  const name = error instanceof Error ? error.name : String(fields.name ?? 'Error');
  const message =
    error instanceof Error
      ? error.message
      : typeof fields.message === 'string'
        ? fields.message
        : `${name}${fields.errno !== undefined ? ` (errno ${fields.errno})` : ''}`;
  return { ...fields, message, name };
}

/** Rebuilt on the main thread, with the caller's stack (where the statement was run), not the thread's. */
export function deserializeError({ message, name, ...fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
