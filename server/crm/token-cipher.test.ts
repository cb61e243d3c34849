import { describe, expect, it } from 'vitest';
import { createTokenCipher, crmTokenKey } from './token-cipher.ts';

describe('CRM token cipher', () => {
  const cipher = createTokenCipher(crmTokenKey(undefined, 'a-secret-a-secret-a-secret-a-secret'));

  it('round-trips a token and never stores it in the clear', () => {
    const sealed = cipher.seal('00Dxx!AQ-access-token');
    expect(sealed).not.toContain('access-token');
    expect(cipher.open(sealed)).toBe('00Dxx!AQ-access-token');
  });

  it('binds a value to its context', () => {
    const sealed = cipher.seal('token', 'user-1:salesforce:access');
    expect(cipher.open(sealed, 'user-1:salesforce:access')).toBe('token');
    expect(() => cipher.open(sealed, 'user-2:salesforce:access')).toThrow();
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.seal('same')).not.toBe(cipher.seal('same'));
  });

  it('refuses a tampered value and a value sealed under another key', () => {
    const sealed = cipher.seal('token');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => cipher.open(tampered)).toThrow();
    const other = createTokenCipher(crmTokenKey('11'.repeat(32), 'unused'));
    expect(() => other.open(sealed)).toThrow();
  });

  it('takes CRM_TOKEN_KEY as hex or base64 and refuses a short key', () => {
    expect(crmTokenKey('ab'.repeat(32), 's')).toHaveLength(32);
    expect(crmTokenKey(Buffer.alloc(32, 7).toString('base64'), 's')).toHaveLength(32);
    expect(() => crmTokenKey('abcd', 's')).toThrow();
  });
});
