import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * Every web test fails on a `console.error` it did not announce: React warnings (act, keys, nesting) and logged
 * failures are bugs a passing test would otherwise hide. A test that expects one says so with
 * `allowConsoleError(/pattern/)`.
 */
let allowed: RegExp[] = [];
let unexpected: string[] = [];
let spy: MockInstance<typeof console.error> | undefined;

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  allowed = [];
  unexpected = [];
  const original = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
    if (allowed.some((pattern) => pattern.test(message))) return;
    unexpected.push(message);
    original(...args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) {
    throw new Error(
      `Unexpected console.error (use allowConsoleError(/pattern/) if the test expects it):\n${messages.join('\n')}`,
    );
  }
});
