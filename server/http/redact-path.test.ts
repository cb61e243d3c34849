import { describe, expect, it } from 'vitest';
import { redactPath } from './redact-path.ts';

describe('redactPath', () => {
  it.each([
    ['/api/calendar/3kQ9xZ_abc-def.ics', '/api/calendar/[redacted].ics'],
    ['/api/calendar/3kQ9xZ_abc-def', '/api/calendar/[redacted]'],
    ['/api/alerts/unsubscribe/eyJ1IjoiYSJ9.c2lnbmF0dXJl', '/api/alerts/unsubscribe/[redacted]'],
    ['/api/auth/reset-password/Xy12Ab34', '/api/auth/reset-password/[redacted]'],
  ])('hides the capability token in %s', (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });

  it.each(['/api/calendar/token', '/api/calendar', '/api/me', '/api/lists/42', '/api/auth/sign-in/email'])(
    'leaves %s as it is',
    (path) => {
      expect(redactPath(path)).toBe(path);
    },
  );
});
