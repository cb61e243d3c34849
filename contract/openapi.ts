import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The API's own description: the OpenAPI document and its reference page. */
const tags = ['API reference'];

export const getOpenApiDocument = defineEndpoint({
  method: 'get',
  path: '/openapi.json',
  summary: 'This API as an OpenAPI 3.1 document, generated from the contract',
  tags,
  auth: 'public',
  response: z.record(z.string(), z.unknown()),
  errors: [],
});

export const getApiDocs = defineEndpoint({
  method: 'get',
  path: '/docs',
  summary: 'A readable reference page of the same document',
  tags,
  auth: 'public',
  response: { kind: 'text', contentType: 'text/html' },
  errors: [],
});

export const openApiEndpoints = [getOpenApiDocument, getApiDocs];
