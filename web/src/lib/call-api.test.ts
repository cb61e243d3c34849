import * as admin from '@contract/admin';
import * as billing from '@contract/billing';
import * as contract from '@contract/companies';
import * as filings from '@contract/filings';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, mockEndpoint, mswServer } from '@/test/msw';
import { isApiError } from './api-client';
import { apiUrl, buildPath, callApi, callApiWithFiles } from './call-api';
import { callPublicRoute, publicRoutes, route } from './public-routes';

const SUBSCRIPTION = {
  plan_type: 'free',
  status: 'active',
  current_period_end: null,
  cancel_at_period_end: false,
  plan: 'free',
  interval: null,
  payment_past_due: false,
  has_billing_account: false,
} as const;

describe('callApi', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/companies/:ticker/views', { ticker: 'BRK B' })).toBe('/companies/BRK%20B/views');
    expect(() => buildPath('/lists/:id', {})).toThrow('missing parameter id');
  });

  it('sends query and body, answers the typed body, and turns { error, code } into an ApiError', async () => {
    const searches = mockEndpoint(contract.searchCompanies, () => ({ companies: [] }));
    expect(await callApi(contract.searchCompanies, { query: { q: 'apple' } })).toEqual({ companies: [] });
    expect(searches.calls[0]?.query.get('q')).toBe('apple');

    mockEndpoint(contract.saveCompany, () => apiError(403, 'PLAN_LIMIT', 'The Free plan keeps up to 5.'));
    const failure = await callApi(contract.saveCompany, { body: { companyId: 'c1', listId: null } }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.code).toBe('PLAN_LIMIT');
  });

  it('calls a zod-free route as its contract endpoint', async () => {
    const syncs = mockEndpoint(billing.syncCheckout, () => ({ ...SUBSCRIPTION, plan: 'pro' as const }));
    expect((await callApi(publicRoutes.syncCheckout, { body: { sessionId: 'cs_1' } })).plan).toBe('pro');
    expect(syncs.calls[0]?.body).toEqual({ sessionId: 'cs_1' });
  });

  it('sends the body fields and files as multipart, and maps a refusal like any call', async () => {
    const received: FormData[] = [];
    mswServer.use(
      http.post('*/api/admin/imports', async ({ request }) => {
        received.push(await request.formData());
        return HttpResponse.json(
          { error: 'Choose a CSV or JSON file to upload.', code: 'FILE_REQUIRED' },
          { status: 400 },
        );
      }),
    );
    const file = new File(['Ticker,Name\n'], 'companies.csv', { type: 'text/csv' });
    const failure = await callApiWithFiles(admin.startImport, { kind: 'local', file }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && [failure.code, failure.message]).toEqual([
      'FILE_REQUIRED',
      'Choose a CSV or JSON file to upload.',
    ]);
    expect(received[0]?.get('kind')).toBe('local');
    expect((received[0]?.get('file') as File | null)?.name).toBe('companies.csv');
  });

  it('builds the address of an endpoint the browser loads itself', () => {
    expect(apiUrl(filings.latestDocument, { params: { ticker: 'BRK B', type: '10-K' } })).toBe(
      '/api/sec-filings/document/BRK%20B/10-K',
    );
  });

  it('is typed from the contract (these lines fail typecheck if the checks stop working)', () => {
    const unused = [
      // @ts-expect-error a path with :ticker needs its params
      () => callApi(contract.getCompany),
      // @ts-expect-error a field the contract does not have
      async () => (await callApi(contract.getLists)).lists[0]?.companies_count,
      // @ts-expect-error a mock must answer the contract's shape
      () => mockEndpoint(contract.getLists, () => ({ list: [] })),
      // @ts-expect-error error codes come from contract/errors.ts
      () => apiError(403, 'PLAN_LIMT', 'typo'),
      // @ts-expect-error a route's path must be its endpoint's
      () => route<typeof billing.syncCheckout>({ method: 'post', path: '/stripe/sync' }),
      // @ts-expect-error a route's body is its endpoint's
      () => callPublicRoute(publicRoutes.syncCheckout, { session: 'cs_1' }),
      // @ts-expect-error a route answers its endpoint's shape
      async () => (await callPublicRoute(publicRoutes.getMe)).users,
    ];
    expect(unused).toHaveLength(7);
  });
});
