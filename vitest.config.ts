/// <reference types="vitest/config" />
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve('web/src'), '@contract': path.resolve('contract') } },
  test: {
    // One worker per core, not Vitest's default of one fewer: much of the suite waits on child processes, PGlite's
    // files and timers, so on a 2-core CI machine two workers finish the PGlite run in ~580 s instead of ~860 s.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Test files share a worker's module cache: importing the server (Better Auth, PGlite, the AI SDK, every
          // feature) cost ~3.5 s per file, 468 of the server project's 497 s. Each file still opens and closes its
          // own database and app (createTestApp), no server test mocks modules, and the project ran green both
          // ways; shared, it takes ~320 s.
          isolate: false,
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'eval/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/outbound-guard.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts', 'web/src/test/console-errors.ts'],
          testTimeout: 10_000,
        },
      },
    ],
  },
});
