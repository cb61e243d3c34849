/**
 * The worker threads' entry: piscina calls the export a task names. Bundled beside `main.js` as `cpu-worker.js`
 * for production; loaded from source through tsx in development and tests (see `cpu-pool.ts`).
 */
export {
  analyze,
  compareFilings,
  exhibitSections,
  gzipText,
  parseFiling,
  sanitize,
  sanitizeDownload,
} from './cpu-tasks.ts';
