import { describe, expect, it } from 'vitest';
import { testConfig } from '#server/test/create-test-app.ts';
import { emailVerificationRequired } from './auth.ts';

describe('whether sign-in needs a verified e-mail', () => {
  it('is not required with the outbox (no SMTP), so every flow works with zero configuration', () => {
    expect(emailVerificationRequired(testConfig())).toBe(false);
  });

  it('is required by default once SMTP is configured', () => {
    expect(emailVerificationRequired(testConfig({ SMTP_URL: 'smtp://mail.example.com:587' }))).toBe(true);
  });

  it('follows REQUIRE_EMAIL_VERIFICATION either way', () => {
    expect(emailVerificationRequired(testConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }))).toBe(true);
    expect(
      emailVerificationRequired(
        testConfig({ SMTP_URL: 'smtp://mail.example.com:587', REQUIRE_EMAIL_VERIFICATION: 'false' }),
      ),
    ).toBe(false);
  });
});
