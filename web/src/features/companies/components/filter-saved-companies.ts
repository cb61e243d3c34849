import type { CompanyList, ListId, SavedCompany } from '../api/types';

export const ALL_LISTS = 'all';
export type ListFilter = typeof ALL_LISTS | ListId;

export interface SavedGroup {
  key: string;
  title: string;
  rows: SavedCompany[];
}

export const NOT_IN_A_LIST = 'Not in a List';

/** Groups in the lists' order, empty ones left out, then 'Not in a List' (no list, or a list that no longer exists). */
export function groupByList(rows: SavedCompany[], lists: CompanyList[]): SavedGroup[] {
  const known = new Set(lists.map((list) => list.id));
  const groups: SavedGroup[] = lists.map((list) => ({
    key: list.id,
    title: list.name,
    rows: rows.filter((row) => row.list_id === list.id),
  }));
  groups.push({
    key: 'none',
    title: NOT_IN_A_LIST,
    rows: rows.filter((row) => row.list_id === null || !known.has(row.list_id)),
  });
  return groups.filter((group) => group.rows.length > 0);
}

/** The table's List column: 'None' outside any list, 'Unknown' when the list is missing. */
export function listLabel(listId: ListId | null, lists: CompanyList[]): string {
  if (listId === null) return 'None';
  return lists.find((list) => list.id === listId)?.name ?? 'Unknown';
}
