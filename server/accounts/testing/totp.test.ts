import { describe, expect, it } from 'vitest';
import { totp } from './totp.ts';

describe('test TOTP helper', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect(totp(key, 59_000, 30, 8)).toBe('94287082');
    expect(totp(key, 1_111_111_109_000, 30, 8)).toBe('07081804');
    expect(totp(key, 2_000_000_000_000, 30, 8)).toBe('69279037');
  });
});
