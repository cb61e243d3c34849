import * as contract from '@contract/companies';
import { describe, expect, it } from 'vitest';
import { apiError, mockEndpoint } from '@/test/msw';
import { isApiError } from './api-client';
import { buildPath, callApi } from './call-api';

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
    ];
    expect(unused).toHaveLength(4);
  });
});
