import { describe, expect, it } from 'vitest';
import { companyMeta, knownClassification } from './company-meta';

describe('company meta', () => {
  it('shows nothing for an industry or sector nobody classified', () => {
    expect(companyMeta({ industry: 'Unknown', sector: 'Unknown', exchange: null })).toBe('');
    expect(companyMeta({ industry: 'Unknown', sector: 'Financials', exchange: 'NYSE' })).toBe(
      'Financials • NYSE',
    );
    expect(
      companyMeta({ industry: 'Pharmaceutical Preparations', sector: 'Healthcare', exchange: 'NYSE' }),
    ).toBe('Pharmaceutical Preparations • Healthcare • NYSE');
    expect(knownClassification(' Unknown ')).toBeUndefined();
    expect(knownClassification('')).toBeUndefined();
  });
});
