import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw';

// Requests no test mocked are reported.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());
