import { describe, expect, it } from 'vitest';
import { authErrorMessage, tooManyAttempts, UNEXPECTED_ERROR } from './auth-client';

describe('tooManyAttempts', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 second.'],
    [9.2, 'Too many attempts. Please try again in 10 seconds.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [89, 'Too many attempts. Please try again in 1 minute.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
  ])('names a wait of %s s', (seconds, text) => {
    expect(tooManyAttempts(seconds)).toBe(text);
  });

  it.each([null, undefined, 0, -5, Number.NaN])('falls back to a general wait for %s', (seconds) => {
    expect(tooManyAttempts(seconds)).toBe('Too many attempts. Please wait a moment and try again.');
  });
});

describe('authErrorMessage', () => {
  it('uses the Retry-After seconds for a 429, whatever the server text', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' }, 42)).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });

  it("shows the app's wrong-address refusal, which carries its text in `error`", () => {
    expect(
      authErrorMessage({ status: 403, code: 'ORIGIN_MISMATCH', error: 'Opened from A, expected B.' }),
    ).toBe('Opened from A, expected B.');
    expect(authErrorMessage({ status: 403, code: 'CSRF_REJECTED' })).toBe(UNEXPECTED_ERROR);
  });
});
