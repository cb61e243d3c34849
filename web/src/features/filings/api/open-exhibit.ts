import * as contract from '@contract/filings';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** An 8-K's press release (EX-99.1, else its first other exhibit 99), with its signed view address. */
function openPressRelease(ticker: string, accession: string) {
  return callApi(contract.openExhibit, { body: { ticker: ticker.toUpperCase(), accession } });
}

/** Not merged into the filings list: an exhibit is a document of the 8-K there, not a filing of its own. */
export function useOpenPressRelease(ticker: string) {
  return useMutation({ mutationFn: (accession: string) => openPressRelease(ticker, accession) });
}
