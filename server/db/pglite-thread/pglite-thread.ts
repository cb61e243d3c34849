import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite, type PgliteOpenOptions } from './create-pglite.ts';
import {
  serializeError,
  type ThreadQueryOptions,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStarted,
} from './messages.ts';

/**
 * The embedded database's own thread (ADR 0330): PGlite runs Postgres compiled to WebAssembly on whichever thread
 * opened it, and parses every result there too; here that work no longer holds up the server's requests.
 */
if (!parentPort) throw new Error('pglite-thread.ts runs as a worker thread');
const port = parentPort;

interface OpenTransaction {
  tx: Transaction;
  /** Commits (true) or rolls back (false); the `end` request is answered when PGlite has done it. */
  decide(commit: boolean, endId: number): void;
}

const options = workerData as PgliteOpenOptions & { loadDataDir?: ArrayBuffer };
const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();
let lastId = 0;

const identity = (value: unknown) => value;
const rawParsers = new Map<string, Record<number, typeof identity>>();

function queryOptions({ rowMode, rawTypes, paramTypes }: ThreadQueryOptions) {
  if (!rawTypes?.length) return { rowMode, paramTypes };
  const key = rawTypes.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, identity]));
    rawParsers.set(key, parsers);
  }
  return { rowMode, paramTypes, parsers };
}

function send(reply: ThreadReply, transfer: ArrayBuffer[] = []): void {
  port.postMessage(reply, transfer);
}

function runner(client: PGlite, txId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (txId === undefined) return client;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(client: PGlite, beginId: number): void {
  const txId = ++lastId;
  let endId: number | undefined;
  client
    .transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(txId, {
          tx,
          decide: (decision, id) => {
            endId = id;
            resolve(decision);
          },
        });
        send({ id: beginId, ok: true, value: txId });
      });
      if (!commit) await tx.rollback();
    })
    .then(
      () => {
        transactions.delete(txId);
        if (endId !== undefined) send({ id: endId, ok: true, value: null });
      },
      (error: unknown) => {
        transactions.delete(txId);
        // BEGIN itself failed (no transaction was opened), or COMMIT/ROLLBACK did.
        send({ id: endId ?? beginId, ok: false, error: serializeError(error) });
      },
    );
}

async function answer(
  client: PGlite,
  request: ThreadRequest,
): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const result = await runner(client, request.tx).query(
        request.sql,
        request.params,
        queryOptions(request.options),
      );
      return { value: result };
    }
    case 'exec':
      return { value: await runner(client, request.tx).exec(request.sql) };
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.decide(request.commit, request.id);
      return { value: undefined };
    }
    case 'listen': {
      const listener = ++lastId;
      listeners.set(
        listener,
        await client.listen(request.channel, (payload) => send({ notification: listener, payload })),
      );
      return { value: listener };
    }
    case 'unlisten': {
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return { value: null };
    }
    case 'dump': {
      // Between transactions, after a checkpoint: a consistent copy that opens without replaying the WAL.
      const blob = await client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir(request.compression);
      });
      const bytes = await blob.arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await client.close();
      return { value: null };
    case 'begin':
      throw new Error('begin is answered by its transaction');
  }
}

async function main(): Promise<void> {
  let client: PGlite;
  try {
    const { loadDataDir, ...rest } = options;
    client = await createPglite({ ...rest, loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined });
  } catch (error) {
    port.postMessage({ started: false, error: serializeError(error) } satisfies ThreadStarted);
    return;
  }
  port.on('message', (request: ThreadRequest) => {
    if (request.op === 'begin') {
      begin(client, request.id);
      return;
    }
    answer(client, request).then(
      ({ value, transfer }) => {
        // `end` is answered once its transaction has settled (see begin).
        if (request.op !== 'end') send({ id: request.id, ok: true, value }, transfer);
      },
      (error: unknown) => send({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  port.postMessage({ started: true } satisfies ThreadStarted);
}

await main();
