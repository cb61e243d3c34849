import { API_TOKEN_WINDOW_MS } from '../api-token-rate-limit.ts';

/**
 * Waits, if need be, for the next real minute, so that at least `seconds` are left in it: calls counted against a
 * token's minute by processes on the real clock then all fall in one window.
 */
export async function minuteWithSecondsLeft(seconds: number): Promise<void> {
  const left = API_TOKEN_WINDOW_MS - (Date.now() % API_TOKEN_WINDOW_MS);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
