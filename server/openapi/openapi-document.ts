import { z } from 'zod';
import { DEFAULT_API_TOKEN_RATE_LIMIT } from '#server/config.ts';
import { successStatus } from '#server/http/route.ts';
import { API_ENDPOINTS } from '../../contract/api.ts';
import { type Endpoint, isJsonResponse, possibleErrors } from '../../contract/endpoint.ts';
import { ERROR_STATUS, type ErrorCode, type ServerErrorCode } from '../../contract/errors.ts';

type JsonSchema = Record<string, unknown>;

const input = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const output = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

/** `/companies/:ticker` → `/api/companies/{ticker}`. */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

function parameters(endpoint: Endpoint) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = input(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || !!json.required?.includes(name),
        schema: property,
      });
    }
  }
  return list;
}

function successResponse(endpoint: Endpoint) {
  const { response } = endpoint;
  if (isJsonResponse(response)) {
    return { description: 'Success', content: { 'application/json': { schema: output(response) } } };
  }
  switch (response.kind) {
    case 'empty':
      return { description: 'No content' };
    case 'redirect':
      return { description: 'Redirect' };
    default:
      return { description: 'Success', content: { [response.contentType]: {} } };
  }
}

/** Codes grouped under the status each is answered with (`ERROR_STATUS`), in status order. */
function byStatus(codes: ErrorCode[]): [string, ErrorCode[]][] {
  const groups = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(ERROR_STATUS[code as ServerErrorCode]);
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

function errorResponse(codes: ErrorCode[]) {
  return {
    description: `An error: { error, code } with code one of ${codes.join(', ')}`,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error', 'code'],
          properties: { error: { type: 'string' }, code: { type: 'string', enum: codes } },
        },
      },
    },
  };
}

/**
 * Routes a personal API token may call are counted per token and minute (`API_TOKEN_RATE_LIMIT`); a browser session
 * never gets this answer.
 */
function rateLimitedResponse(perMinute: number, codes: ErrorCode[]) {
  return {
    ...errorResponse(codes),
    description: `RATE_LIMITED: over ${perMinute} calls with this API token in the current minute, wait Retry-After seconds; code one of ${codes.join(', ')}`,
    headers: {
      'Retry-After': {
        description: 'Seconds until the minute ends and the token may call again',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  };
}

const SECURITY: Record<Endpoint['auth'], JsonSchema[]> = {
  public: [],
  user: [{ session: [] }, { apiToken: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

function operation(endpoint: Endpoint, apiTokenCallsPerMinute: number) {
  const status = successStatus(endpoint);
  const responses: Record<string, unknown> = { [status]: successResponse(endpoint) };
  for (const also of endpoint.alsoStatus ?? []) responses[also] = successResponse(endpoint);
  for (const [errorStatus, codes] of byStatus(possibleErrors(endpoint))) {
    responses[errorStatus] =
      errorStatus === '429' && endpoint.auth === 'user'
        ? rateLimitedResponse(apiTokenCallsPerMinute, codes)
        : errorResponse(codes);
  }
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    operationId: `${endpoint.method}${openApiPath(endpoint.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    security: SECURITY[endpoint.auth],
    'x-auth': endpoint.auth,
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: input(endpoint.body) } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the contract (zod 4's JSON Schema is 2020-12, which 3.1 uses as is). */
export function buildOpenApiDocument(
  endpoints: readonly Endpoint[] = API_ENDPOINTS,
  version = '1',
  apiTokenCallsPerMinute = DEFAULT_API_TOKEN_RATE_LIMIT,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method] = operation(endpoint, apiTokenCallsPerMinute);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '10Kai API',
      version,
      description:
        'Sales intelligence on SEC 10-K and 10-Q filings. Errors answer `{ error, code }`; `code` is one of the ' +
        `codes listed per route. Calls with a personal API token are limited to ${apiTokenCallsPerMinute} a ` +
        'minute per token; over it a call answers 429 `RATE_LIMITED` with `Retry-After` in seconds.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        apiToken: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
