import type { FinancialConcept } from './types';

const SCALES: [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** $391.0B, $2.16 per share, 164,000 people: the unit and scale read at a glance. */
export function formatFigure(value: number, unit: FinancialConcept['unit'], currency = 'USD'): string {
  const symbol = currency === 'USD' ? '$' : `${currency} `;
  if (unit === 'USD/shares') return `${value < 0 ? '-' : ''}${symbol}${Math.abs(value).toFixed(2)}`;
  if (unit === 'count') return Math.round(value).toLocaleString('en-US');
  const abs = Math.abs(value);
  const [divisor, suffix] = SCALES.find(([size]) => abs >= size) ?? [1, ''];
  return `${value < 0 ? '-' : ''}${symbol}${(abs / divisor).toFixed(divisor === 1 ? 0 : 1)}${suffix}`;
}

export function formatGrowth(yoy: number | null): string | null {
  if (yoy === null || !Number.isFinite(yoy)) return null;
  const percent = yoy * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}
