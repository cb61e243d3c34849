import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './client.ts';

/**
 * PostgreSQL notifications, for in-process caches that must forget a row as soon as anyone changes it: the session
 * cache (revocations), the plan cache and the company-search cache (triggers on `subscriptions` and `companies`).
 * On PostgreSQL one dedicated connection LISTENs for every process's NOTIFYs; on the embedded database the one
 * process hears its own (PGlite delivers a trigger's notification by the time the statement's promise resolves).
 *
 * A cache may serve an entry only while `isLive()`: while the listener is connecting or lost, a notification may go
 * unheard, so nothing cached can be trusted. Each loss calls the `onReset` handlers, which clear their caches.
 */
export interface ChangeFeed {
  isLive(): boolean;
  /** Register before the first request; channels are LISTENed to as soon as the feed connects. */
  on(channel: string, handler: (payload: string) => void): void;
  onReset(handler: () => void): void;
  /** Tells every process (this one included). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;
/** How the listener shows in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'tenkai-change-feed';
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export interface ChangeFeedOptions {
  database: Pick<Database, 'db' | 'driver' | 'url' | 'listen'>;
  log: Logger;
}

export function createChangeFeed({ database, log }: ChangeFeedOptions): ChangeFeed {
  const handlers = new Map<string, Array<(payload: string) => void>>();
  const resets: Array<() => void> = [];
  const dispatch = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };
  const reset = () => {
    for (const handler of resets) handler();
  };
  const register = (channel: string, handler: (payload: string) => void) => {
    if (!CHANNEL.test(channel)) throw new Error(`change feed: bad channel name ${channel}`);
    const list = handlers.get(channel);
    if (list) list.push(handler);
    else handlers.set(channel, [handler]);
    return !list;
  };
  const driver =
    database.driver === 'postgres' && database.url
      ? postgresListener(database.url, log, dispatch, reset)
      : embeddedListener(database, dispatch);

  return {
    isLive: driver.isLive,
    on(channel, handler) {
      if (register(channel, handler)) driver.listen(channel);
    },
    onReset(handler) {
      resets.push(handler);
    },
    async notify(channel, payload) {
      if (!driver.shared) {
        dispatch(channel, payload);
        return;
      }
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    close: driver.close,
  };
}

interface Listener {
  /** Whether other processes share the database (then a notification must go through it). */
  shared: boolean;
  isLive(): boolean;
  listen(channel: string): void;
  close(): Promise<void>;
}

/** PGlite: one process owns the folder, so its own notifications are all there is to hear. */
function embeddedListener(
  database: Pick<Database, 'listen'>,
  dispatch: (channel: string, payload: string) => void,
): Listener {
  let pending = 0;
  let closed = false;
  const unlisten: Array<() => Promise<void>> = [];
  return {
    shared: false,
    isLive: () => !closed && pending === 0,
    listen(channel) {
      // A database without LISTEN (a stand-in in unit tests) only ever hears this process's `notify`.
      if (!database.listen) return;
      pending += 1;
      void database
        .listen(channel, (payload) => dispatch(channel, payload))
        .then((stop) => unlisten.push(stop))
        .finally(() => {
          pending -= 1;
        });
    },
    async close() {
      closed = true;
      await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
    },
  };
}

/** PostgreSQL: a dedicated connection (LISTEN needs a session), reconnecting after a loss. */
function postgresListener(
  url: string,
  log: Logger,
  dispatch: (channel: string, payload: string) => void,
  reset: () => void,
): Listener {
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let scheduled = false;

  const connect = async () => {
    scheduled = false;
    if (closed) return;
    const current = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    const lost = (error?: Error) => {
      if (client !== current) return;
      client = null;
      live = false;
      reset();
      if (error) log.warn({ err: error }, 'change feed: listener lost; caches off until reconnected');
      current.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    current.on('error', lost);
    current.on('end', () => lost());
    current.on('notification', (message) => {
      if (message.payload !== undefined) dispatch(message.channel, message.payload);
    });
    client = current;
    try {
      await current.connect();
      for (const channel of channels) await current.query(`LISTEN ${channel}`);
      if (closed) {
        await current.end();
        return;
      }
      // Anything cached before LISTEN started may have missed a notification.
      reset();
      live = true;
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    shared: true,
    isLive: () => live,
    listen(channel) {
      channels.add(channel);
      if (live && client) {
        // A channel added after connecting: caches stay off until it is heard too.
        live = false;
        const current = client;
        current.query(`LISTEN ${channel}`).then(
          () => {
            if (client === current) live = true;
          },
          (error: Error) => log.warn({ err: error }, 'change feed: LISTEN failed'),
        );
        return;
      }
      // Channels registered together (at start-up) share one connection attempt.
      if (!scheduled && !client) {
        scheduled = true;
        queueMicrotask(() => void connect());
      }
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) await current.end().catch(() => {});
    },
  };
}
