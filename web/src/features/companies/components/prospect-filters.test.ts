import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { allowConsoleError } from '@/test/console-errors';
import { EMPTY_FILTERS, formatRevenue, toScreenParams } from './prospect-filters';
import { saveMany } from './save-many';

describe('prospect filters', () => {
  it('sends only the filters chosen, revenue in dollars', () => {
    expect(toScreenParams(EMPTY_FILTERS, 1)).toEqual({ params: { sort: 'revenue', page: 1 } });
    expect(
      toScreenParams(
        {
          sector: 'Healthcare',
          sic: '2834',
          exchange: 'NYSE',
          state: ' de ',
          minRevenueM: '$1,000',
          maxRevenueM: '25000.5',
          sort: 'name',
        },
        3,
      ),
    ).toEqual({
      params: {
        sector: 'Healthcare',
        sic: 2834,
        exchange: 'NYSE',
        state: 'DE',
        minRevenue: 1_000_000_000,
        maxRevenue: 25_000_500_000,
        sort: 'name',
        page: 3,
      },
    });
  });

  it('says which field is wrong instead of asking the server', () => {
    expect(toScreenParams({ ...EMPTY_FILTERS, minRevenueM: '500', maxRevenueM: '100' }, 1)).toEqual({
      error: 'Minimum revenue must not be more than maximum revenue.',
    });
    expect(toScreenParams({ ...EMPTY_FILTERS, minRevenueM: 'lots' }, 1)).toMatchObject({
      error: expect.stringMatching(/Minimum revenue/),
    });
    expect(toScreenParams({ ...EMPTY_FILTERS, state: 'Delaware' }, 1)).toMatchObject({
      error: expect.stringMatching(/two-letter/),
    });
  });

  it('writes revenue in billions or millions, nothing when unknown', () => {
    expect(formatRevenue(391_035_000_000)).toBe('$391.0 B');
    expect(formatRevenue(812_400_000)).toBe('$812 M');
    expect(formatRevenue(null)).toBe('');
  });
});

describe('saving selected prospects', () => {
  it('saves each, stopping at the plan limit with its message', async () => {
    const calls: string[] = [];
    const result = await saveMany(['a', 'b', 'c', 'd'], async (id) => {
      calls.push(id);
      if (id === 'c') throw new ApiError(403, 'Free plan limit reached', 'PLAN_LIMIT');
    });
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ saved: 2, planLimit: 'Free plan limit reached', failed: 0 });
  });

  it('counts other failures and carries on', async () => {
    allowConsoleError(/Saving a prospect failed/);
    const result = await saveMany(['a', 'b'], async (id) => {
      if (id === 'a') throw new Error('network');
    });
    expect(result).toEqual({ saved: 1, planLimit: null, failed: 1 });
  });
});
