import { ACCOUNT_NAME_MAX } from '../../contract/fields.ts';

/**
 * Upper bounds for the strings Better Auth accepts, checked before it runs (it bounds only passwords). A name is
 * shown on every page through `/api/me`, so it is held to what a person's name needs.
 */
const AUTH_FIELD_LIMITS: Record<string, number> = {
  name: ACCOUNT_NAME_MAX,
  email: 254,
  newEmail: 254,
  image: 2048,
  callbackURL: 2048,
  errorCallbackURL: 2048,
  newUserCallbackURL: 2048,
  redirectTo: 2048,
  token: 512,
  code: 64,
};

/** Any other string field (passwords have their own limit of 128; an OAuth id token can be a few KB). */
const AUTH_FIELD_DEFAULT_MAX = 8192;

/** The first top-level string field over its bound, or null when every field fits. */
export function tooLongAuthField(body: unknown): { field: string; max: number } | null {
  if (!body || typeof body !== 'object') return null;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const max = AUTH_FIELD_LIMITS[field] ?? AUTH_FIELD_DEFAULT_MAX;
    if (value.length > max) return { field, max };
  }
  return null;
}
