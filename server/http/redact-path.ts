/**
 * Paths whose last segment is a capability token: whoever holds the path holds the power (a year of someone's
 * calendar feed, their alert unsubscribe, their password reset). The database keeps only these tokens' hashes, so
 * the log must not keep them either. One anchored pattern: it runs on every request line.
 * `/api/calendar/token` is the route that makes a feed address, not a secret.
 */
const CAPABILITY_PATH =
  /^(\/api\/(?:calendar|alerts\/unsubscribe|auth\/reset-password)\/)(?!token$)[^/]+?(\.ics)?$/;

const REDACTED_SEGMENT = '[redacted]';

/** The path with any capability token replaced, for every place the app logs a path. */
export function redactPath(path: string): string {
  return CAPABILITY_PATH.test(path) ? path.replace(CAPABILITY_PATH, `$1${REDACTED_SEGMENT}$2`) : path;
}
