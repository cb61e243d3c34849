import { describe, expect, it } from 'vitest';
import { formatUsd, proPrice } from './pricing';

describe('Pro price', () => {
  it('is $9.99 a month, or 20% off billed yearly', () => {
    expect(proPrice('monthly')).toEqual({ perMonth: 9.99, billed: 9.99 });
    const yearly = proPrice('yearly');
    expect(formatUsd(yearly.billed)).toBe('$95.90');
    expect(formatUsd(yearly.perMonth)).toBe('$7.99');
    expect(yearly.billed).toBeCloseTo(9.99 * 12 * 0.8, 1);
  });
});
