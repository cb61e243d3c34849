import * as contract from '@contract/research';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type { SignalCategory, TechnologySignal } from '@contract/research';

/** The company's technology signals; the server fetches and parses its latest 10-K and 10-Q if needed (seconds). */
export function useTechnologySignals(ticker: string) {
  return useQuery({
    queryKey: ['research', 'technology', ticker],
    queryFn: ({ signal }) => callApi(contract.getTechnologySignals, { params: { ticker }, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
