// Development and tests run the server from TypeScript source: this loads the thread's entry through tsx, scoped to
// this import (a worker thread on Node 20 does not inherit the parent's `--import tsx` loader).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
