import * as contract from '@contract/account-data';
import type { BodyOf } from '@contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { ApiError, isApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client';
import { callApi, callApiForResponse } from '@/lib/call-api';

const EXPORT_FAILED = 'Your data could not be exported. Please try again.';

const EXPORTS = {
  data: { endpoint: contract.exportMyData, fallbackName: '10kai-data.json' },
  lists: { endpoint: contract.exportMyLists, fallbackName: '10kai-lists.csv' },
} as const;

export type ExportKind = keyof typeof EXPORTS;

/** A failure without the server's words (a proxy's error page) says what failed. */
function exportError(error: unknown): unknown {
  if (!isApiError(error) || error.message !== UNKNOWN_ERROR_MESSAGE) return error;
  return new ApiError(error.status, EXPORT_FAILED, error.code);
}

/** Hands the browser a file to save, under the name the server gave it. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the file is theirs well before this.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `GET /api/me/export` (JSON) or `/api/me/export/lists.csv`, saved as a download. Read as a file rather than
 * followed as a link, so a failure is shown on the page instead of being saved as the file.
 */
export async function downloadExport(kind: ExportKind): Promise<void> {
  const { endpoint, fallbackName } = EXPORTS[kind];
  const response = await callApiForResponse(endpoint).catch((error: unknown) => {
    throw exportError(error);
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  saveFile(await response.blob(), /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
}

/** `POST /api/account/delete`: the password (and code) confirm it; the answer signs the browser out. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof contract.deleteAccount>) => callApi(contract.deleteAccount, { body }),
  });
}
