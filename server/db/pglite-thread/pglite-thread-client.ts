import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteOpenOptions } from './create-pglite.ts';
import {
  deserializeError,
  type SerializedError,
  type ThreadQueryOptions,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStarted,
} from './messages.ts';

/** What runs statements: the database itself or one of its transactions. */
export interface PgliteRunner {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/**
 * PGlite on a thread of its own, behind the part of PGlite's interface the server uses (Drizzle's PGlite driver
 * calls only `query` and `transaction`). Statements, transactions, LISTEN and dumps keep PGlite's semantics: one
 * statement at a time, and a transaction holds the database until it ends.
 */
export interface PgliteThread extends PgliteRunner {
  transaction<T>(callback: (tx: PgliteRunner) => Promise<T>): Promise<T>;
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** A consistent copy of the data folder, taken between transactions after a checkpoint. */
  dump(compression: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

/** From TypeScript source (tsx, vitest) the entry loads through tsx; the production bundle has it beside main.js. */
function threadFile(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './pglite-thread-from-source.mjs' : './pglite-thread.js', import.meta.url);
}

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Drizzle passes parsers that hand back Postgres's text for dates and intervals. Functions cannot cross threads,
 * so the thread is sent their type ids instead; any other parser is refused rather than silently not applied.
 */
const rawTypesOf = new WeakMap<object, number[]>();
function threadOptions(options: QueryOptions | undefined): ThreadQueryOptions {
  if (!options) return {};
  const { rowMode, parsers, paramTypes, ...rest } = options;
  if (Object.values(rest).some((value) => value !== undefined)) {
    throw new Error(`The database thread does not take the query options ${Object.keys(rest).join(', ')}`);
  }
  if (!parsers) return { rowMode, paramTypes };
  let rawTypes = rawTypesOf.get(parsers);
  if (!rawTypes) {
    rawTypes = Object.entries(parsers).map(([type, parser]) => {
      const probe = '2026-01-01 00:00:00';
      if (parser(probe, Number(type)) !== probe) {
        throw new Error(`The database thread takes only parsers that keep the text (type ${type})`);
      }
      return Number(type);
    });
    rawTypesOf.set(parsers, rawTypes);
  }
  return { rowMode, paramTypes, rawTypes };
}

export interface PgliteThreadOptions extends PgliteOpenOptions {
  /** Told once if the thread ends without being closed (the database is then gone: every call fails). */
  onExit?(error: Error): void;
  /** Caps the thread's JavaScript heap (PGlite's own memory is WebAssembly memory, outside it); unset by the server. */
  resourceLimits?: ResourceLimits;
}

export async function openPgliteThread({
  pgliteDir,
  loadDataDir,
  onExit,
  resourceLimits,
}: PgliteThreadOptions): Promise<PgliteThread> {
  const dump = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(threadFile(), {
    workerData: { pgliteDir, loadDataDir: dump },
    transferList: dump ? [dump] : [],
    resourceLimits,
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const handlers = new Map<number, (payload: string) => void>();
  let lastId = 0;
  let stopped: Error | undefined;
  let closing = false;

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      worker.off('message', started);
      reject(error);
    };
    const exited = (code: number) =>
      failed(new Error(`The database thread ended while opening (exit code ${code})`));
    function started(message: ThreadStarted) {
      worker.off('error', failed);
      worker.off('exit', exited);
      if (message.started) resolve();
      else {
        const cause = deserializeError(message.error);
        const where = pgliteDir && pgliteDir !== 'memory://' ? pgliteDir : 'memory';
        reject(new Error(`The embedded database could not open in ${where}: ${cause.message}`, { cause }));
      }
    }
    worker.once('message', started);
    worker.once('error', failed);
    worker.once('exit', exited);
  });

  worker.on('message', (reply: ThreadReply) => {
    if ('notification' in reply) {
      handlers.get(reply.notification)?.(reply.payload);
      return;
    }
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) call?.resolve(reply.value);
    else call?.reject(deserializeError(reply.error as SerializedError));
  });
  // A failing thread emits 'error' and then 'exit': the first says why, and the server is told once.
  const end = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    if (!closing) onExit?.(error);
  };
  worker.on('error', (error) =>
    end(new Error(`The embedded database's thread ended: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) => end(new Error(`The embedded database's thread ended (exit code ${code})`)));

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  function runner(tx?: number): PgliteRunner {
    return {
      query: (sql, params = [], options) =>
        call({ op: 'query', sql, params, options: threadOptions(options), tx }),
      exec: (sql) => call({ op: 'exec', sql, tx }),
    };
  }

  return {
    ...runner(),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(runner(tx));
      } catch (error) {
        // The callback's error is the one worth reporting; a failed ROLLBACK leaves nothing committed either way.
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, handler) {
      const listener = await call<number>({ op: 'listen', channel });
      handlers.set(listener, handler);
      return async () => {
        handlers.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    async dump(compression) {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      if (stopped) return;
      closing = true;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
