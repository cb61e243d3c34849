import { describe, expect, it } from 'vitest';
import { usageLevel } from './usage-colors';

describe('usage colour thresholds', () => {
  const at = (count: number, limitReached = count >= 10) => usageLevel({ count, limit: 10, limitReached });

  it('is green below 75 %, orange from 75 %, red from 90 % or at the limit', () => {
    expect(at(0)).toBe('green');
    expect(at(7)).toBe('green');
    expect(usageLevel({ count: 3, limit: 4, limitReached: false })).toBe('orange');
    expect(at(8)).toBe('orange');
    expect(at(9)).toBe('red');
    expect(at(10)).toBe('red');
    expect(usageLevel({ count: 1, limit: 10, limitReached: true })).toBe('red');
  });
});
