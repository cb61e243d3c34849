import { describe, expect, it } from 'vitest';
import { userInitials } from './user-initials';

describe('userInitials', () => {
  it('uses the first and last word of the full name', () => {
    expect(userInitials('Ada Lovelace', 'ada@example.com')).toBe('AL');
    expect(userInitials('  grace brewster murray hopper ', null)).toBe('GH');
    expect(userInitials('Cher', 'cher@example.com')).toBe('C');
  });

  it('falls back to the first two letters of the e-mail, then U', () => {
    expect(userInitials(null, 'bob@example.com')).toBe('BO');
    expect(userInitials('   ', 'x@example.com')).toBe('X@');
    expect(userInitials(undefined, '')).toBe('U');
  });
});
