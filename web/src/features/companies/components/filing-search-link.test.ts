import { describe, expect, it } from 'vitest';
import { filingSearchFromParams, filingSearchHref } from './filing-search-link';

describe('a link to a saved filing search', () => {
  it('round-trips the words, forms and sector through the dashboard address', () => {
    const href = filingSearchHref({
      q: '"zero trust" & more',
      forms: ['10-K', '8-K'],
      sector: 'Information Technology',
    });
    expect(href.startsWith('/dashboard?page=prospects&')).toBe(true);
    expect(filingSearchFromParams(new URL(href, 'http://app').searchParams)).toEqual({
      q: '"zero trust" & more',
      forms: '10-K,8-K',
      sector: 'Information Technology',
    });
  });

  it('ignores unknown forms and sectors, and names no search without words', () => {
    const params = new URLSearchParams({ filings: ' ransomware ', forms: '20-F', sector: 'Nope' });
    expect(filingSearchFromParams(params)).toEqual({ q: 'ransomware', forms: '10-K,10-Q,8-K' });
    expect(filingSearchFromParams(new URLSearchParams({ page: 'prospects' }))).toBeNull();
  });
});
