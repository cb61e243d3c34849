import * as contract from '@contract/companies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { companyKeys } from './query-keys';

/** One page of the Saved Companies page: a list (or `none`) and a text on name or ticker, filtered by the server. */
interface SavedPageQuery {
  page: number;
  listId?: string;
  q?: string;
}

function savedPageQueryOptions(query: SavedPageQuery) {
  return queryOptions({
    // Under `companyKeys.saved`: saving, moving, removing and deleting a list refresh the pages too.
    queryKey: [...companyKeys.saved, 'page', query] as const,
    queryFn: ({ signal }) =>
      callApi(contract.getSavedCompanies, {
        query: { ...query, pageSize: contract.SAVED_PAGE_SIZE, q: query.q || undefined },
        signal,
      }),
    // The page on screen stays while the next one loads (no spinner flash between pages).
    placeholderData: keepPreviousData,
  });
}

export function useSavedCompaniesPage(query: SavedPageQuery) {
  return useQuery(savedPageQueryOptions(query));
}
