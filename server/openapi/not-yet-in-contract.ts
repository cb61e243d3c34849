/**
 * Routes the server registers that are not in `contract/` yet. Each feature's migration removes its lines;
 * when it is empty, delete this file and its use in `openapi.test.ts`. Never add a line: new routes go in the
 * contract from the start.
 */
export const NOT_YET_IN_CONTRACT: readonly string[] = [
  'GET /api/health',
  'GET /api/public-config',
  'GET /api/me',
  'GET /api/profile',
  'PUT /api/profile',
  'PUT /api/profile/notifications',
  'GET /api/account/sessions',
  'DELETE /api/account/sessions/{id}',
  'GET /api/tokens',
  'POST /api/tokens',
  'DELETE /api/tokens/{id}',
];
