import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fetchErrorMessage, fetchLatestErrorMessage, listErrorMessage } from './filing-errors';
import { mergeFilings } from './merge-filings';
import type { SecFiling } from './types';

const filing = (overrides: Partial<SecFiling>): SecFiling => ({
  id: 'a',
  ticker: 'AAPL',
  filing_type: '10-K',
  filing_date: '2024-11-01',
  period_end_date: '2024-09-28',
  accession_number: '0000320193-24-000123',
  description: null,
  form_name: 'Annual Report',
  file_url: null,
  view_url: '/api/sec-filings/document/0000320193-24-000123?expires=1&sig=x',
  ...overrides,
});

describe('mergeFilings', () => {
  it('replaces a filing with the same ticker, type and accession number and appends the rest', () => {
    const tenK = filing({});
    const tenQ = filing({ id: 'b', filing_type: '10-Q', accession_number: '0000320193-25-000073' });
    const refreshed = filing({ id: 'a2', view_url: 'new' });
    const otherTicker = filing({ id: 'c', ticker: 'GOOG' });
    expect(mergeFilings([tenK, tenQ], [refreshed, otherTicker])).toEqual([refreshed, tenQ, otherTicker]);
  });

  it('treats the same accession under another type as a different filing', () => {
    const tenK = filing({});
    const sameAccessionOtherType = filing({ id: 'x', filing_type: '10-Q' });
    expect(mergeFilings([tenK], [sameAccessionOtherType])).toHaveLength(2);
  });
});

describe('filing error texts', () => {
  const server = new ApiError(404, 'No 10-K filings found for XYZ', 'NO_FILINGS');
  const unparsable = new ApiError(500, 'Unknown error');
  const network = new TypeError('Failed to fetch');

  it('uses the spec wording for a single fetch', () => {
    expect(fetchErrorMessage(server, '10-K', 'XYZ')).toBe(
      'Failed to fetch 10-K: No 10-K filings found for XYZ',
    );
    expect(fetchErrorMessage(unparsable, '10-Q', 'XYZ')).toBe('Failed to fetch 10-Q filing for XYZ');
  });

  it('uses the spec wording for Fetch Latest', () => {
    expect(fetchLatestErrorMessage(server, 'XYZ')).toBe(
      'Failed to fetch latest filings: No 10-K filings found for XYZ',
    );
    expect(fetchLatestErrorMessage(unparsable, 'XYZ')).toBe('Failed to fetch latest filings for XYZ');
    expect(fetchLatestErrorMessage(network, 'XYZ')).toBe('Error fetching latest filings');
  });

  it('uses the spec wording for the list', () => {
    expect(listErrorMessage(new ApiError(503, 'Busy'))).toBe('Failed to fetch SEC filings: Busy');
    expect(listErrorMessage(network)).toBe('Error fetching SEC filings: Failed to fetch');
    expect(listErrorMessage(unparsable)).toBe('Error loading SEC filings');
  });
});
