import { describe, expect, it } from 'vitest';
import { formatFigure, formatGrowth } from './format-figure';

describe('formatFigure', () => {
  it('scales money, keeps per-share figures in cents and counts whole', () => {
    expect(formatFigure(391_035_000_000, 'USD')).toBe('$391.0B');
    expect(formatFigure(-2_500_000, 'USD')).toBe('-$2.5M');
    expect(formatFigure(6.08, 'USD/shares')).toBe('$6.08');
    expect(formatFigure(164_000, 'count')).toBe('164,000');
    expect(formatFigure(950, 'USD')).toBe('$950');
    expect(formatFigure(12_000_000, 'USD', 'EUR')).toBe('EUR 12.0M');
  });

  it('signs growth and hides what is not comparable', () => {
    expect(formatGrowth(0.0202)).toBe('+2.0%');
    expect(formatGrowth(-0.098)).toBe('-9.8%');
    expect(formatGrowth(null)).toBeNull();
  });
});
