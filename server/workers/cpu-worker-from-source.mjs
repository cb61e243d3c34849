// Development and tests run the server from TypeScript source: this loads the worker entry through tsx, scoped to
// this import (a worker thread on Node 20 does not inherit the parent's `--import tsx` loader).
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./cpu-worker.ts', import.meta.url);
export const { analyze, compareFilings, exhibitSections, gzipText, parseFiling, sanitize, sanitizeDownload } =
  tasks;
