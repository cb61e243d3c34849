import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/create-test-app.ts';

/**
 * Security promise "Bad input and faults": every JSON route answers junk with 4xx — never a 5xx, never a stack
 * trace. Routes are read from the app itself, so a new route is covered without editing this test.
 */
/** A feature that is switched off on this server says so with 503; that is its state, not a fault. */
const SWITCHED_OFF = ['BILLING_NOT_CONFIGURED', 'BILLING_NOT_AVAILABLE'];
/** This app's EDGAR is the discard port: a route that reaches it with a valid ticker reports the outage (502). */
const UPSTREAM_DOWN = ['EDGAR_UNAVAILABLE'];

describe('every API route under junk input', async () => {
  const t = await createTestApp();
  const user = await t.signUp();
  const routes = t.app.routes
    .filter(
      (route) =>
        route.path.startsWith('/api/') && !route.path.startsWith('/api/auth/') && route.method !== 'ALL',
    )
    .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method) || route.path.includes(':'))
    .map((route) => ({ method: route.method, path: route.path }))
    .filter(
      (route, index, all) =>
        all.findIndex((other) => other.method === route.method && other.path === route.path) === index,
    );

  const fillParams = (path: string, value: string) =>
    path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, encodeURIComponent(value));
  const junkParam = fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      'null',
      '..',
      '%00',
      "' or 1=1 --",
      'AAPL',
      '00000000-0000-0000-0000-000000000000',
    ),
    fc.string({ maxLength: 40 }).filter((value) => value.length > 0 && !value.includes('/')),
  );
  const junkBody = fc.oneof(
    fc.json().map((body) => ({ body, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((body) => ({ body, type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((body) => ({ body, type: 'text/plain' })),
    fc
      .constantFrom('{', '[1,2', '{"a":}', 'null', '""', '{"__proto__":{"admin":true}}')
      .map((body) => ({ body, type: 'application/json' })),
    fc.json({ stringUnit: 'binary' }).map((body) => ({ body, type: 'application/json' })),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((body) => ({ body: JSON.stringify({ name: body, description: body }), type: 'application/json' })),
  );

  it('covers the routes of every feature', () => {
    expect(routes.length).toBeGreaterThan(3);
  });

  it('never answers 5xx to junk bodies and parameters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), junkParam, junkBody, async (route, param, junk) => {
        const response = await t.request(fillParams(route.path, param), {
          method: route.method,
          as: user,
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : junk.body,
          headers: { 'content-type': junk.type },
        });
        const text = await response.text();
        const switchedOff =
          (response.status === 503 && SWITCHED_OFF.some((code) => text.includes(`"code":"${code}"`))) ||
          (response.status === 502 && UPSTREAM_DOWN.some((code) => text.includes(`"code":"${code}"`)));
        if (!switchedOff) {
          expect(
            response.status,
            `${route.method} ${route.path} → ${response.status} ${text.slice(0, 200)}`,
          ).toBeLessThan(500);
        }
        expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

/** Characters no text field may hold: PostgreSQL cannot store U+0000, and the rest are never real input. */
const forbiddenCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  'x\udc00y',
);
const insertInto = (value: string, char: string, at: number) =>
  value.slice(0, at % (value.length + 1)) + char + value.slice(at % (value.length + 1));

/**
 * Valid bodies for every JSON route that stores text, Better Auth's included; the property puts one forbidden
 * character into one of their strings. Each must be refused with 400 and the same clear message, never a 500.
 */
const textRoutes: { method: string; path: string; body: Record<string, string> }[] = [
  { method: 'POST', path: '/api/lists', body: { name: 'Prospects', description: 'West coast' } },
  {
    method: 'PUT',
    path: '/api/profile',
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Acme',
      companyWebsite: 'acme.example',
      companyDescription: 'endpoint security software',
    },
  },
  {
    method: 'POST',
    path: '/api/analysis',
    body: { ticker: 'ACME', filingType: '10-K', productDescription: 'crm' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: { email: 'new@example.com', password: 'long password 1', name: 'New' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: { email: 'someone@example.com', password: 'long password 1' },
  },
  { method: 'POST', path: '/api/auth/update-user', body: { name: 'Renamed' } },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: { email: 'someone@example.com', redirectTo: '/reset-password' },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: { token: 'abc', newPassword: 'long password 2' },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: { currentPassword: 'a long password', newPassword: 'long password 2' },
  },
  { method: 'POST', path: '/api/auth/send-verification-email', body: { email: 'someone@example.com' } },
  { method: 'POST', path: '/api/auth/two-factor/verify-totp', body: { code: '123456' } },
  { method: 'POST', path: '/api/tokens', body: { name: 'CI', scope: 'read' } },
];

describe('control characters and lone surrogates on every JSON route, auth included', async () => {
  const t = await createTestApp();
  const user = await t.signUp();
  const created = (await (await t.request('/api/lists', { as: user, json: { name: 'Mine' } })).json()) as {
    list: { id: string };
  };
  const routes = [
    ...textRoutes,
    { method: 'PATCH', path: `/api/lists/${created.list.id}`, body: { name: 'Renamed' } },
  ];

  it('answers 400 with one clear message, before any route or Better Auth sees the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        forbiddenCharacter,
        fc.nat(),
        fc.nat(),
        async (route, char, field, at) => {
          const keys = Object.keys(route.body);
          const key = keys[field % keys.length]!;
          const body = { ...route.body, [key]: insertInto(route.body[key]!, char, at) };
          const response = await t.request(route.path, {
            method: route.method,
            as: user,
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          const text = await response.text();
          expect(response.status, `${route.method} ${route.path} ${JSON.stringify(body)} → ${text}`).toBe(
            400,
          );
          expect(JSON.parse(text)).toMatchObject({ code: 'INVALID_CHARACTERS' });
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('refuses them in object keys, form bodies, query strings and invalid UTF-8 as well', async () => {
    const cases: [string, { method: string; body?: BodyInit; headers?: Record<string, string> }][] = [
      [
        '/api/lists',
        { method: 'POST', body: '{"na\\u0000me":"x"}', headers: { 'content-type': 'application/json' } },
      ],
      [
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          body: 'email=a%00b%40example.com&password=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
      ['/api/companies/search?q=%00', { method: 'GET' }],
      [
        '/api/lists',
        {
          method: 'POST',
          body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
          headers: { 'content-type': 'application/json' },
        },
      ],
    ];
    for (const [path, init] of cases) {
      const response = await t.request(path, {
        ...init,
        as: user,
        method: init.method,
        headers: init.headers,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(await response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    }
  });

  it('keeps tab, new line, emoji and other scripts', async () => {
    const response = await t.request('/api/lists', {
      as: user,
      json: { name: 'Prospects 🚀 日本', description: 'line one\n\tline two' },
    });
    expect(response.status).toBe(201);
  });
});
