import { describe, expect, it } from 'vitest';
import { fullTextQuery } from '../../contract/full-text-search.ts';

const parse = (query: Record<string, string>) => fullTextQuery.safeParse(query);

describe('fullTextQuery', () => {
  it('trims the words and reads the forms as a de-duplicated, upper-cased list', () => {
    expect(parse({ q: '  "zero trust" ', forms: '10-k, 8-K,10-K' }).data).toEqual({
      q: '"zero trust"',
      forms: ['10-K', '8-K'],
    });
  });

  it('accepts a date range and a known sector', () => {
    const query = { q: 'erp', from: '2024-01-01', to: '2024-12-31', sector: 'Industrials' };
    expect(parse(query).data).toEqual(query);
  });

  it.each([
    ['empty words', { q: '   ' }],
    ['1,000 characters', { q: 'a'.repeat(1000) }],
    ['a NUL', { q: 'zero\u0000trust' }],
    ['a tab', { q: 'zero\ttrust' }],
    ['an unknown form', { q: 'erp', forms: '10-K,S-1' }],
    ['an unknown sector', { q: 'erp', sector: 'Crypto' }],
    ['inverted dates', { q: 'erp', from: '2025-02-01', to: '2025-01-01' }],
  ])('refuses %s', (_label, query) => {
    expect(parse(query).success).toBe(false);
  });
});
