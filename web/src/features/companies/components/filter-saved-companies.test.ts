import { describe, expect, it } from 'vitest';
import type { CompanyList, SavedCompany } from '../api/types';
import { groupByList, listLabel, NOT_IN_A_LIST } from './filter-saved-companies';

const list = (id: string, name: string): CompanyList => ({
  id,
  name,
  description: null,
  created_at: '2025-01-01',
  company_count: 0,
});
const saved = (ticker: string, name: string, listId: string | null): SavedCompany => ({
  company_id: ticker,
  list_id: listId,
  notes: null,
  date_saved: '2025-01-02T00:00:00Z',
  company: { id: ticker, ticker, name, industry: 'Unknown', sector: 'Unknown', exchange: null, cik: null },
  list: null,
});

const lists = [list('l1', 'Targets'), list('l2', 'Later')];
const rows = [
  saved('AAPL', 'Apple Inc.', 'l1'),
  saved('MSFT', 'Microsoft', null),
  saved('PINE', 'Pineapple Co', 'gone'),
  saved('NVDA', 'NVIDIA', 'l1'),
];

describe('saved companies grouping', () => {
  it("groups by list in the lists' order, then 'Not in a List' (also for missing lists), skipping empty groups", () => {
    const groups = groupByList(rows, lists);
    expect(groups.map((group) => [group.title, group.rows.map((row) => row.company.ticker)])).toEqual([
      ['Targets', ['AAPL', 'NVDA']],
      [NOT_IN_A_LIST, ['MSFT', 'PINE']],
    ]);
  });

  it("labels the list column 'None' and 'Unknown'", () => {
    expect(listLabel(null, lists)).toBe('None');
    expect(listLabel('gone', lists)).toBe('Unknown');
    expect(listLabel('l2', lists)).toBe('Later');
  });
});
