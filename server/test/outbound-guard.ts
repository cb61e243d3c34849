import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Any request to a host other than this machine fails the test that made it: tests talk only to the app
 * and to local fakes, never to sec.gov, Stripe or an LLM provider.
 */
const guard = setupServer();

beforeAll(() => {
  guard.listen({
    onUnhandledRequest(request, print) {
      if (LOCAL_HOSTS.has(new URL(request.url).hostname)) return;
      print.error();
    },
  });
});

afterAll(() => guard.close());
