import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw';

// Requests no test mocked are reported; tests still on `stubFetch` replace `fetch` and never reach msw.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'warn' }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());
