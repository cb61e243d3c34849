import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client';

function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.message && error.message !== UNKNOWN_ERROR_MESSAGE ? error.message : null;
}

/** List load: the server's reason when it gave one, the network's when it failed on the way. */
export function listErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return `Failed to fetch SEC filings: ${message}`;
  if (!isApiError(error) && error instanceof Error && error.message)
    return `Error fetching SEC filings: ${error.message}`;
  return 'Error loading SEC filings';
}

export function fetchErrorMessage(error: unknown, type: string, ticker: string): string {
  const message = serverMessage(error);
  return message ? `Failed to fetch ${type}: ${message}` : `Failed to fetch ${type} filing for ${ticker}`;
}

export function fetchLatestErrorMessage(error: unknown, ticker: string): string {
  const message = serverMessage(error);
  if (message) return `Failed to fetch latest filings: ${message}`;
  return isApiError(error) ? `Failed to fetch latest filings for ${ticker}` : 'Error fetching latest filings';
}
