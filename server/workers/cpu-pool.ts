import type { Logger } from 'pino';
import { Piscina } from 'piscina';
import type { Analysis, AnalysisInput } from '#server/analysis/types.ts';
import {
  cancelledWork,
  type FilingWork,
  inProcessFilingWork,
  refuseOversized,
} from '#server/filings/filing-work.ts';
import { AppError } from '#server/http/app-error.ts';
import * as tasks from './cpu-tasks.ts';

/**
 * The server's CPU-heavy work (ADR 0305): the filings' (sanitising a downloaded filing for the viewer, parsing it
 * into sections, comparing two filings) and the extractive analysis. Behind this interface it runs on worker
 * threads, so a cold analysis of a large 10-K does not hold up every other request; `signal` cancels work nobody
 * waits for any more.
 */
export interface CpuWork extends FilingWork {
  analyze(input: AnalysisInput, signal?: AbortSignal): Promise<Analysis>;
  /** Lets running tasks finish for up to `timeoutMs`, then ends the threads; queued and later tasks are refused. */
  close(timeoutMs: number): Promise<void>;
}

/** The same work on the calling thread: `WORKER_THREADS=0`, and the reference the pool is tested against. */
export const inProcessWork: CpuWork = {
  ...inProcessFilingWork,
  analyze: async ({ signal: _, ...input }, signal) => {
    if (signal?.aborted) throw cancelledWork();
    return tasks.analyze(input);
  },
  close: async () => {},
};

/**
 * From TypeScript source (tsx, vitest) the worker loads the entry through tsx; the production bundle has
 * `cpu-worker.js` beside `main.js` (see `build:server`).
 */
function workerFile(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './cpu-worker-from-source.mjs' : './cpu-worker.js', import.meta.url).href;
}

interface CpuPoolOptions {
  threads: number;
  /** Old-generation heap of each thread: a runaway document ends that thread, not the server. */
  memoryMb: number;
  log: Logger;
  /** Idle threads end after this (memory goes back to the system); the next task starts one again. */
  idleTimeoutMs?: number;
}

/** `WORKER_THREADS` threads, or the in-process work when it is 0. */
export function createCpuWork(options: CpuPoolOptions): CpuWork {
  return options.threads > 0 ? createCpuPool(options) : inProcessWork;
}

export function createCpuPool({ threads, memoryMb, log, idleTimeoutMs = 60_000 }: CpuPoolOptions): CpuWork {
  const pool = new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleTimeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  // A thread that fails outside a task (its entry does not load) must not take the process down.
  pool.on('error', (error: unknown) => log.error({ err: error }, 'worker thread failed'));
  let closing = false;

  async function run<T>(name: string, task: unknown, signal?: AbortSignal): Promise<T> {
    if (closing) throw stopping();
    try {
      return (await pool.run(task, { name, signal })) as T;
    } catch (error) {
      if (signal?.aborted) throw cancelledWork();
      if (closing) throw stopping();
      // A thread that ran out of memory or died fails its task only; piscina starts a new thread for the next.
      log.error({ err: error, task: name }, 'worker task failed');
      throw new AppError('INTERNAL', 'The filing could not be processed. Please try again.', {
        cause: error,
      });
    }
  }

  return {
    sanitizeFiling: async (html, folderUrl) => {
      refuseOversized(html);
      return run('sanitize', { html, folderUrl });
    },
    // The bytes are within the download limit already (the EDGAR client refuses more).
    sanitizeDownload: (bytes, folderUrl) => run('sanitizeDownload', { bytes, folderUrl }),
    gzipText: (text) => run('gzipText', text),
    parseFiling: async (html, filingType) => {
      refuseOversized(html);
      return run('parseFiling', { html, filingType });
    },
    exhibitSections: async (html) => {
      refuseOversized(html);
      return run('exhibitSections', { html });
    },
    // The signal stays here: it cannot be copied to a thread (piscina watches it and ends the task).
    analyze: ({ signal: _, ...input }, signal) => run('analyze', input, signal),
    compareFilings: (task, signal) => run('compareFilings', task, signal),
    async close(timeoutMs) {
      closing = true;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([pool.close({ force: true }), deadline]);
      clearTimeout(timer);
      await pool.destroy();
    },
  };
}

function stopping() {
  return new AppError('SERVICE_UNAVAILABLE', 'The server is restarting. Please try again in a moment.');
}
