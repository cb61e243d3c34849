import * as contract from '@contract/account-brief';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiForResponse } from '@/lib/call-api';

export type { AccountBrief, BriefCitation, BriefPoint } from '@contract/account-brief';
export { MAX_SHARE_DAYS } from '@contract/account-brief';

/** The account brief; assembled from what is stored, with the latest filings read first when they are not. */
export function useAccountBrief(ticker: string) {
  return useQuery({
    queryKey: ['research', 'brief', ticker],
    queryFn: ({ signal }) => callApi(contract.getAccountBrief, { params: { ticker }, signal }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** The same brief as Markdown, made by the server from the same data. */
export async function fetchBriefMarkdown(ticker: string): Promise<string> {
  const response = await callApiForResponse(contract.getAccountBriefMarkdown, { params: { ticker } });
  return response.text();
}

const sharesKey = (ticker: string) => ['research', 'brief-shares', ticker];

export function useBriefShares(ticker: string) {
  return useQuery({
    queryKey: sharesKey(ticker),
    queryFn: ({ signal }) => callApi(contract.listBriefShares, { params: { ticker }, signal }),
  });
}

export function useCreateBriefShare(ticker: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) =>
      callApi(contract.createBriefShare, { params: { ticker }, body: { expiresInDays } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(ticker) }),
  });
}

export function useRevokeBriefShare(ticker: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(contract.revokeBriefShare, { params: { ticker, id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesKey(ticker) }),
  });
}
