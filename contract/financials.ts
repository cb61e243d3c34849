import { companyParams, financialsResponse } from './company-depth.ts';
import { defineEndpoint } from './endpoint.ts';
import { EDGAR_ERRORS } from './errors.ts';

/** The Financials tab (figures from the company's XBRL facts at EDGAR). */
export const getFinancials = defineEndpoint({
  method: 'get',
  path: '/companies/:ticker/financials',
  summary: 'Five fiscal years and eight quarters from the company XBRL facts (ETag, 304 when unchanged)',
  tags: ['Financials'],
  auth: 'user',
  params: companyParams,
  response: financialsResponse,
  alsoStatus: [304],
  errors: EDGAR_ERRORS,
});

/** Every endpoint of the feature, for the OpenAPI document. */
export const financialsEndpoints = [getFinancials];
