import * as contract from '@contract/ask';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type { AskAnswer } from '@contract/ask';

const questionsKey = (accession: string) => ['research', 'questions', accession];
/** The analysis feature's usage query, by value: it counts questions too, and research cannot import analysis. */
const USAGE_KEY = ['analysis', 'usage'];

/** The user's questions about a filing and the month's remaining free questions. */
export function useFilingQuestions(accession: string) {
  return useQuery({
    queryKey: questionsKey(accession),
    queryFn: ({ signal }) => callApi(contract.getFilingQuestions, { params: { accession }, signal }),
  });
}

/** Asks the filing; the history, the allowance and the usage meter are read again after each answer. */
export function useAskFiling(accession: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      callApi(contract.askFiling, { params: { accession }, body: { question } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: questionsKey(accession) }),
        client.invalidateQueries({ queryKey: USAGE_KEY }),
      ]),
  });
}
