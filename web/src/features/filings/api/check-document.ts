import { type ErrorCode, isErrorCode } from '@contract/errors';
import { useQuery } from '@tanstack/react-query';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * Asks for the document before the frame shows it: an error (EDGAR cannot serve the document, the address
 * expired) then becomes a message in the panel instead of the server's JSON inside the frame. The first view
 * downloads and caches the document on the server, so the frame's own request is a cache hit.
 */
async function checkDocument(src: string, signal?: AbortSignal): Promise<true> {
  const response = await fetch(src, { credentials: 'same-origin', signal });
  if (response.ok) {
    await response.body?.cancel();
    return true;
  }
  let message = UNKNOWN_ERROR_MESSAGE;
  let code: ErrorCode | undefined;
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    if (typeof body.error === 'string') message = body.error;
    if (isErrorCode(body.code)) code = body.code;
  } catch {
    // Not JSON: keep the generic message.
  }
  throw new ApiError(response.status, message, code);
}

export function useDocumentCheck(src: string | null) {
  return useQuery({
    queryKey: ['sec-filings', 'document-check', src],
    queryFn: ({ signal }) => checkDocument(src!, signal),
    enabled: Boolean(src),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60 * 1000,
  });
}
