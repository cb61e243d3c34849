import { describe, expect, it } from 'vitest';
import { parseEdgarProfile } from './edgar-profile.ts';

describe('parseEdgarProfile', () => {
  it("keeps EDGAR's classification, listing, incorporation, fiscal-year end and former names", () => {
    const profile = parseEdgarProfile({
      name: 'Apple Inc.',
      sic: '3571',
      sicDescription: 'Electronic Computers',
      exchanges: ['Nasdaq'],
      stateOfIncorporation: 'CA',
      fiscalYearEnd: '0926',
      formerNames: [
        { name: 'APPLE COMPUTER INC', from: '1994-01-26T05:00:00.000Z', to: '2007-01-04T05:00:00.000Z' },
      ],
      filings: { recent: {} },
    });
    expect(profile).toEqual({
      name: 'Apple Inc.',
      industry: 'Electronic Computers',
      sector: 'Information Technology',
      sic: 3571,
      exchange: 'Nasdaq',
      stateOfIncorporation: 'CA',
      fiscalYearEnd: '0926',
      formerNames: [{ name: 'APPLE COMPUTER INC', from: '1994-01-26', to: '2007-01-04' }],
    });
  });

  it('drops values EDGAR leaves empty or malformed instead of storing them', () => {
    const profile = parseEdgarProfile({
      name: 'Shell Co',
      sic: '',
      exchanges: [null, ''],
      stateOfIncorporation: 'Delaware',
      fiscalYearEnd: '1340',
      formerNames: [{ name: ' ', from: null, to: null }],
    });
    expect(profile).toMatchObject({
      sic: null,
      exchange: null,
      stateOfIncorporation: null,
      fiscalYearEnd: null,
      formerNames: [],
    });
  });

  it('refuses a file that is not a submissions document, saying why', () => {
    expect(() => parseEdgarProfile('<html>')).toThrow(/not a submissions file/);
    expect(() => parseEdgarProfile({ cik: '1' })).toThrow(/name/);
  });
});
