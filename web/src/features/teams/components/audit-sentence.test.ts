import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const ana = { name: 'Ana Ruiz', email: 'ana@acme.test' };
const sentence = (action: string, detail: Record<string, unknown> = {}) =>
  auditSentence({ actor: ana, action, detail });

describe('auditSentence', () => {
  it('reads the single sign-on actions with their domain, issuer and client', () => {
    expect(sentence('sso.domain_set', { domain: 'acme.test' })).toBe(
      'Ana Ruiz claimed the domain acme.test for single sign-on',
    );
    expect(sentence('sso.domain_verified', { domain: 'acme.test' })).toBe(
      'Ana Ruiz verified the domain acme.test',
    );
    expect(sentence('sso.connection_set', { issuer: 'https://login.acme.test', clientId: 'tenkai' })).toBe(
      'Ana Ruiz connected single sign-on to https://login.acme.test (client tenkai)',
    );
    expect(sentence('sso.enforced', { domain: 'acme.test' })).toBe(
      'Ana Ruiz required single sign-on for everyone at acme.test',
    );
    expect(sentence('sso.not_enforced', { domain: 'acme.test' })).toBe(
      'Ana Ruiz stopped requiring single sign-on at acme.test',
    );
    expect(sentence('sso.removed', { domain: 'acme.test' })).toBe(
      'Ana Ruiz removed single sign-on for acme.test',
    );
  });

  it('reads joining through single sign-on and the Enterprise plan without detail', () => {
    expect(sentence('member.joined_sso')).toBe('Ana Ruiz joined through single sign-on');
    expect(sentence('plan.enterprise_started')).toBe('Ana Ruiz put the team on the Enterprise plan');
    expect(sentence('plan.enterprise_ended')).toBe('Ana Ruiz took the team off the Enterprise plan');
  });

  it('shows a dash for a missing detail rather than breaking', () => {
    expect(sentence('sso.connection_set', {})).toBe('Ana Ruiz connected single sign-on to — (client —)');
  });
});
