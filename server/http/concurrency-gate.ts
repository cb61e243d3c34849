import { AppError } from './app-error.ts';

export interface ConcurrencyGateOptions {
  /** Calls let through at once; the rest wait in arrival order without using the CPU or the database. */
  maxActive: number;
  /** Waiting calls beyond this are refused at once with 503 and Retry-After. */
  maxQueued: number;
  retryAfterSeconds?: number;
}

export type ConcurrencyGate = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Bounds how many database-heavy calls run at once. The embedded database runs one statement at a time on the
 * event loop, so 50 concurrent searches interleave their statements and every other request (health, sign-in)
 * waits behind all of them; with a gate, the others wait behind at most `maxActive` (ADR 0171).
 */
export function concurrencyGate(options: ConcurrencyGateOptions): ConcurrencyGate {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return async (work) => {
    if (active >= options.maxActive) {
      if (waiting.length >= options.maxQueued) {
        throw new AppError('SERVER_BUSY', 'The server is busy. Please try again in a moment.', {
          headers: { 'Retry-After': String(options.retryAfterSeconds ?? 1) },
        });
      }
      // The slot is handed over by `release`, so `active` stays counted for the waiter.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}
